import type { OperationInput, Site } from "@ilha/core";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { HeroHeader } from "../hero-header/hero-header.tsx";
import { Pricing } from "../pricing/pricing.tsx";
import { RenderModeProvider } from "../render-mode.tsx";
import { renderModeFor } from "../render-mode-for.ts";
import { axeViolations } from "../test-support/section-checks.ts";
import { applied, sectionOf, templateSite } from "../test-support/template-editing.ts";
import { EDIT_KIT } from "./edit-kit.tsx";

afterEach(cleanup);

/** Renders `node` on the template's English `pagePath`, recording the edits it reports. */
function renderOn(
  node: ReactNode,
  { pagePath, mode = "edit" }: { pagePath: string; mode?: "view" | "edit" },
) {
  const operations: OperationInput[] = [];
  const value = renderModeFor({
    site: templateSite(),
    language: "en",
    pagePath,
    mode,
    editKit: EDIT_KIT,
    onEdit: (edit) => operations.push(...edit),
  });
  render(<RenderModeProvider value={value}>{node}</RenderModeProvider>);
  return operations;
}

const select = (name: string) => screen.getByRole("combobox", { name }) as HTMLSelectElement;
const optionsOf = (element: HTMLSelectElement) =>
  within(element)
    .getAllByRole("option")
    .map((option) => option.textContent);

function appliedAll(site: Site, operations: OperationInput[]): Site {
  return operations.reduce((current, operation) => applied(current, operation).site, site);
}

describe("choices beside what they shape, in edit mode", () => {
  it("aligns a section's title and paragraph, for every language", () => {
    const site = templateSite();
    const group = sectionOf(site, "en", "/pricing", "group-a");
    const operations = renderOn(<Pricing component={group as never} isFirst={false} />, {
      pagePath: "/pricing",
    });
    const title = select("Title alignment");
    expect(optionsOf(title)).toEqual(["Left", "Center", "Right"]);
    expect(title.value).toBe((group.data as { titleAlignment: string }).titleAlignment);
    fireEvent.change(title, { target: { value: "right" } });
    fireEvent.change(select("Paragraph alignment"), { target: { value: "left" } });
    expect(operations).toEqual([
      {
        op: "setField",
        language: "en",
        pagePath: "/pricing",
        sectionId: "group-a",
        path: ["titleAlignment"],
        value: "right",
      },
      {
        op: "setField",
        language: "en",
        pagePath: "/pricing",
        sectionId: "group-a",
        path: ["paragraphAlignment"],
        value: "left",
      },
    ]);
    const after = appliedAll(site, operations);
    for (const language of ["pt", "en"]) {
      expect(sectionOf(after, language, "/pricing", "group-a").data).toMatchObject({
        titleAlignment: "right",
        paragraphAlignment: "left",
      });
    }
  });

  it("aligns the hero's title and paragraph and chooses each of its buttons' kind", () => {
    const site = templateSite();
    const hero = sectionOf(site, "en", "/", "hero");
    const buttons = (hero.data as { buttons: { buttonText: string; type: string }[] }).buttons;
    const [first] = buttons;
    if (first === undefined) throw new Error("the sample's hero has a button");
    const operations = renderOn(<HeroHeader component={hero as never} isFirst />, {
      pagePath: "/",
    });
    expect(select("Title alignment")).toBeTruthy();
    expect(select("Paragraph alignment")).toBeTruthy();
    const kind = select(`Button kind of ${first.buttonText}`);
    expect(optionsOf(kind)).toEqual(["Primary", "Secondary", "Tertiary"]);
    expect(kind.value).toBe(first.type);
    expect(kind.closest("a")).toBeNull();
    const other = first.type === "secondary" ? "tertiary" : "secondary";
    fireEvent.change(kind, { target: { value: other } });
    expect(operations).toEqual([
      {
        op: "setField",
        language: "en",
        pagePath: "/",
        sectionId: "hero",
        path: ["buttons", 0, "type"],
        value: other,
      },
    ]);
    const after = appliedAll(site, operations);
    for (const language of ["pt", "en"]) {
      const data = sectionOf(after, language, "/", "hero").data as typeof hero.data & {
        buttons: { type: string }[];
      };
      expect(data.buttons[0]?.type).toBe(other);
    }
  });

  it("shows no choice in view mode", () => {
    const hero = sectionOf(templateSite(), "en", "/", "hero");
    renderOn(<HeroHeader component={hero as never} isFirst />, { pagePath: "/", mode: "view" });
    expect(screen.queryAllByRole("combobox")).toEqual([]);
  });

  it("has no axe violations with its choices", async () => {
    const group = sectionOf(templateSite(), "en", "/pricing", "group-a");
    renderOn(<Pricing component={group as never} isFirst={false} />, { pagePath: "/pricing" });
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
