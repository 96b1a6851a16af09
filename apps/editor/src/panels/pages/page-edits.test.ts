import { applyOperations, translationStatus } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { sampleSite } from "../../sections-ui/test-session.ts";
import { addPageOf, movePageBy } from "./page-edits.ts";

const site = sampleSite();
const pages = site.content.pt?.pages ?? [];

describe("page edits", () => {
  it("keeps a copied page's texts as translated as the original's, in the same step", () => {
    const edit = addPageOf({ site, path: "/copia", title: "Cópia", copyOf: "/" });
    const done = applyOperations(site, edit);
    if (!done.ok) throw done.error;
    const status = (path: string) =>
      translationStatus(done.site, "en").texts.filter((text) => text.key.startsWith(`${path}#`));
    const original = status("/").filter((text) => !text.key.startsWith("/#meta:"));
    const copied = status("/copia").filter((text) => !text.key.startsWith("/copia#meta:"));
    expect(original.some((text) => text.state === "translated")).toBe(true);
    expect(copied.map((text) => text.state)).toEqual(original.map((text) => text.state));
  });

  it("moves a page one place, and nowhere past either end", () => {
    expect(movePageBy({ pages, path: "/termos", delta: -1 })).toEqual({
      op: "movePage",
      pagePath: "/termos",
      beforePath: "/pricing",
    });
    expect(movePageBy({ pages, path: "/tarifas", delta: 1 })).toEqual({
      op: "movePage",
      pagePath: "/tarifas",
      beforePath: null,
    });
    expect(movePageBy({ pages, path: "/", delta: -1 })).toBeUndefined();
    expect(movePageBy({ pages, path: "/motas", delta: 1 })).toBeUndefined();
  });

  it("gives a copied page's sections ids no other section has, the same in every language", () => {
    const [operation] = addPageOf({ site, path: "/copia", title: "Cópia", copyOf: "/" });
    if (operation?.op !== "addPage") throw new Error(operation?.op);
    const ids = (language: string) => operation.pages?.[language]?.components.map((c) => c.id);
    const copied = ids("pt") ?? [];
    expect(copied).toHaveLength(pages[0]?.components.length ?? -1);
    expect(new Set(copied).size).toBe(copied.length);
    expect(ids("en")).toEqual(copied);
    const used = new Set(pages.flatMap((page) => page.components.map((c) => c.id)));
    expect(copied.filter((id) => used.has(id))).toEqual([]);
  });
});
