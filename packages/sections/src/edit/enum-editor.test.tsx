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
import styles from "./enum-editor.module.css";
import { SectionInUseProvider } from "./section-in-use.ts";

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

/** The button showing a choice's current option, named "{label}: {option}". */
const choice = (label: string) =>
  screen.getByRole("button", { name: new RegExp(`^${label}: `) }) as HTMLButtonElement;

/** Opens the choice `label` and returns its options' names. */
function optionsOf(label: string): string[] {
  fireEvent.click(choice(label));
  return within(screen.getByRole("group", { name: label }))
    .getAllByRole("button")
    .map((option) => option.textContent ?? "");
}

/** Opens the choice `label` and presses its option `option`. */
function choose(label: string, option: string) {
  if (choice(label).getAttribute("aria-expanded") !== "true") fireEvent.click(choice(label));
  fireEvent.click(
    within(screen.getByRole("group", { name: label })).getByRole("button", { name: option }),
  );
}

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
    const current = (group.data as { titleAlignment: string }).titleAlignment;
    expect(choice("Title alignment").dataset.value).toBe(current);
    expect(optionsOf("Title alignment")).toEqual(["Left", "Center", "Right"]);
    const pressed = within(screen.getByRole("group", { name: "Title alignment" })).getByRole(
      "button",
      { pressed: true },
    );
    expect(pressed.textContent?.toLowerCase()).toBe(current);
    choose("Title alignment", "Right");
    // A choice closes its options and gives the focus back to it.
    expect(screen.queryByRole("group", { name: "Title alignment" })).toBeNull();
    expect(document.activeElement).toBe(choice("Title alignment"));
    choose("Paragraph alignment", "Left");
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
    expect(choice("Title alignment")).toBeTruthy();
    expect(choice("Paragraph alignment")).toBeTruthy();
    const kindLabel = `Button kind of ${first.buttonText}`;
    const kind = choice(kindLabel);
    expect(kind.dataset.value).toBe(first.type);
    expect(kind.closest("a")).toBeNull();
    expect(optionsOf(kindLabel)).toEqual(["Primary", "Secondary", "Tertiary"]);
    const other = first.type === "secondary" ? "tertiary" : "secondary";
    choose(kindLabel, other === "secondary" ? "Secondary" : "Tertiary");
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
    expect(screen.queryAllByRole("button", { name: /alignment: / })).toEqual([]);
  });

  it("shows its choices in the section being edited only", () => {
    const hero = sectionOf(templateSite(), "en", "/", "hero");
    renderOn(
      <SectionInUseProvider value={false}>
        <HeroHeader component={hero as never} isFirst />
      </SectionInUseProvider>,
      { pagePath: "/" },
    );
    // Unseen (hidden by the stylesheet), the choices keep their place: selecting the section
    // moves none of its text.
    const choices = screen.getAllByRole("button", { name: /alignment: / });
    expect(choices.length).toBeGreaterThan(0);
    for (const choice of choices) {
      expect(choice.parentElement?.classList.contains(styles.idle ?? "")).toBe(true);
    }
  });

  it("closes on Escape, and on leaving it, choosing nothing", () => {
    const group = sectionOf(templateSite(), "en", "/pricing", "group-a");
    const operations = renderOn(<Pricing component={group as never} isFirst={false} />, {
      pagePath: "/pricing",
    });
    fireEvent.click(choice("Title alignment"));
    const options = screen.getByRole("group", { name: "Title alignment" });
    fireEvent.keyDown(within(options).getByRole("button", { name: "Left" }), { key: "Escape" });
    expect(screen.queryByRole("group", { name: "Title alignment" })).toBeNull();
    expect(document.activeElement).toBe(choice("Title alignment"));
    fireEvent.click(choice("Title alignment"));
    fireEvent.blur(choice("Title alignment"), { relatedTarget: document.body });
    expect(screen.queryByRole("group", { name: "Title alignment" })).toBeNull();
    expect(operations).toEqual([]);
  });

  it("anchors its options only while they are open (a closed choice is no positioned box)", () => {
    const group = sectionOf(templateSite(), "en", "/pricing", "group-a");
    renderOn(<Pricing component={group as never} isFirst={false} />, { pagePath: "/pricing" });
    const editor = choice("Title alignment").parentElement as HTMLElement;
    expect(styles.open).toBeTruthy();
    expect(editor.classList.contains(styles.open as string)).toBe(false);
    fireEvent.click(choice("Title alignment"));
    expect(editor.classList.contains(styles.open as string)).toBe(true);
    fireEvent.click(choice("Title alignment"));
    expect(editor.classList.contains(styles.open as string)).toBe(false);
  });

  it("has no axe violations with its choices, closed and open", async () => {
    const group = sectionOf(templateSite(), "en", "/pricing", "group-a");
    renderOn(<Pricing component={group as never} isFirst={false} />, { pagePath: "/pricing" });
    expect(await axeViolations(document.body)).toEqual([]);
    fireEvent.click(choice("Title alignment"));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
