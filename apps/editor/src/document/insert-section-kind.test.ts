import { describe, expect, it, vi } from "vitest";
import { testSession } from "../sections-ui/test-session.ts";
import { insertSectionKind, landingOf, placeSentence } from "./insert-section-kind.ts";
import { pageOf } from "./section-edits.ts";

const idsOf = (session: ReturnType<typeof testSession>) =>
  (pageOf(session.document.getState().site, "pt", "/")?.components ?? []).map(
    (component) => component.id,
  );

describe("insertSectionKind", () => {
  it("inserts after the selected section with the library closed, selects and announces it, as one step", () => {
    const session = testSession();
    session.view.setState({ selectedId: "vehicles" });
    const announce = vi.fn();
    const id = insertSectionKind({ session, type: "gallery", announce });
    const ids = idsOf(session);
    expect(ids[ids.indexOf("vehicles") + 1]).toBe(id);
    expect(session.view.getState().selectedId).toBe(id);
    expect(announce).toHaveBeenCalledWith("Gallery section added");
    expect(session.document.getState().history.undo).toHaveLength(1);
  });

  it("goes before the footer with nothing selected, and refuses a second footer", () => {
    const session = testSession();
    const announce = vi.fn();
    const id = insertSectionKind({ session, type: "cta", announce });
    expect(idsOf(session).slice(-2)).toEqual([id, "footer"]);
    expect(insertSectionKind({ session, type: "footer", announce })).toBeUndefined();
    expect(announce).toHaveBeenCalledOnce();
  });
});

describe("placeSentence and landingOf: where a choice goes is where it lands", () => {
  const home = () => pageOf(testSession().document.getState().site, "pt", "/");

  it("puts a hero or a navigation bar at the top, whatever place was asked", () => {
    const page = home();
    for (const type of ["hero-header", "navbar-header"] as const) {
      expect(placeSentence({ page, type, beforeId: "contact" })).toBe(
        "A header goes at the top of the page.",
      );
      expect(landingOf({ page, type, beforeId: "contact" })).toMatchObject({
        beforeId: "hero",
        after: undefined,
      });
    }
  });

  it("puts the footer at the end", () => {
    const page = home();
    expect(placeSentence({ page, type: "footer", beforeId: "vehicles" })).toBe(
      "The footer goes at the end of the page.",
    );
    expect(landingOf({ page, type: "footer", beforeId: "vehicles" }).beforeId).toBeNull();
  });

  it("puts an ordinary kind at the asked place, kept between the header and the footer", () => {
    const page = home();
    expect(placeSentence({ page, type: "pricing", beforeId: "fleet-scooters" })).toBe(
      "New sections go after the Features section “Escolha o seu veículo”.",
    );
    // Asked after the footer (the footer selected) or at the end: before the footer.
    const last = "New sections go after the Map and contact section “Visite-nos em Vila Baleira”.";
    expect(placeSentence({ page, type: "cta", beforeId: null })).toBe(last);
    expect(landingOf({ page, type: "cta", beforeId: null }).beforeId).toBe("footer");
    // Asked before the header: after it.
    expect(landingOf({ page, type: "cta", beforeId: "hero" })).toMatchObject({
      beforeId: "vehicles",
      after: { id: "hero" },
    });
  });

  it("says the top of the page for an ordinary kind on a page with no section before it", () => {
    const page = {
      path: "/x",
      meta: { title: "X", keywords: "", description: "" },
      components: [],
    };
    expect(placeSentence({ page, type: "features", beforeId: null })).toBe(
      "New sections go at the top of the page.",
    );
  });

  it("inserts a hero asked after a body section at the top, as its sentence says", () => {
    const session = testSession({ pagePath: "/termos" });
    const header = pageOf(session.document.getState().site, "pt", "/termos")?.components[0];
    session.edit([{ op: "removeSection", pagePath: "/termos", sectionId: String(header?.id) }]);
    session.view.setState({ selectedId: "terms-1" });
    const id = insertSectionKind({ session, type: "hero-header", announce: vi.fn() });
    const ids = (pageOf(session.document.getState().site, "pt", "/termos")?.components ?? []).map(
      (component) => component.id,
    );
    expect(ids[0]).toBe(id);
  });

  it("inserts an ordinary kind asked after the footer before it, as its sentence says", () => {
    const session = testSession();
    session.view.setState({ selectedId: "footer" });
    const id = insertSectionKind({ session, type: "gallery", announce: vi.fn() });
    expect(idsOf(session).slice(-3)).toEqual(["contact", id, "footer"]);
  });
});
