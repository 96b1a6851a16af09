import {
  type Component,
  fieldAt,
  getIn,
  isRequiredNow,
  SECTION_FIELDS,
  SECTION_TYPES,
  type SectionType,
  SITE_PART_FIELDS,
} from "@ilha/core";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CONFIGS } from "../configs.ts";
import type { SectionView } from "../section-view.ts";
import { fixtureSite, makeComponent, renderInSite } from "../test-support/render-section.tsx";
import { VIEWS } from "../views.ts";

afterEach(cleanup);

/** A section of `type` with its config's defaults, as the editor's library inserts it. */
function withDefaults(type: SectionType): Component {
  return makeComponent(type, CONFIGS[type].defaults()) as Component;
}

function renderEditing(component: Component) {
  const View = VIEWS[component.type] as SectionView<SectionType>;
  return renderInSite(<View component={component} isFirst={false} />, { mode: "edit" });
}

const pathOf = (element: HTMLElement) =>
  (element.dataset.field ?? "")
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

describe("every editable text of every section kind", () => {
  it.each(SECTION_TYPES)(
    "shows in %s the limit, required rule and name core gives its field",
    (type) => {
      const component = withDefaults(type);
      renderEditing(component);
      const fields = screen
        .queryAllByRole("textbox")
        .filter((element) => element.dataset.field !== undefined);
      for (const element of fields) {
        const path = pathOf(element);
        // A site part shown in the section (the header links, the footer links) is the site's.
        const isSitePart = element.dataset.scope === "site";
        const data = isSitePart ? fixtureSite().content.en : component.data;
        const field = fieldAt(isSitePart ? SITE_PART_FIELDS : SECTION_FIELDS[type], path);
        expect(field?.kind, `${type} ${path.join(".")}`).toBe("text");
        if (field?.kind !== "text") continue;
        const siblings = getIn(data, path.slice(0, -1)) as Record<string, unknown>;
        const isRequired = isRequiredNow(field.required, siblings ?? {});
        expect(element.getAttribute("aria-required"), `${type} ${path.join(".")}`).toBe(
          isRequired ? "true" : null,
        );
        expect(element.getAttribute("aria-label")).toBe(field.label);
        fireEvent.focus(element);
        const value = String(getIn(data, path) ?? "");
        expect(screen.getByText(`${value.length}/${field.max}`)).toBeTruthy();
        fireEvent.blur(element);
      }
    },
  );

  it("edits inline every text field the defaults hold, but alternative texts (set with their image)", () => {
    const missing: string[] = [];
    for (const type of SECTION_TYPES) {
      const component = withDefaults(type);
      const { unmount } = renderEditing(component);
      const shown = new Set(
        screen.queryAllByRole("textbox").map((element) => element.dataset.field),
      );
      for (const path of textPaths(SECTION_FIELDS[type], component.data)) {
        const key = path.join(".");
        if (!shown.has(key) && !/alt$/i.test(String(path.at(-1)))) missing.push(`${type} ${key}`);
      }
      unmount();
    }
    expect(missing).toEqual([]);
  });

  it("chooses every alignment and button kind the defaults hold beside what it shapes", () => {
    const missing: string[] = [];
    for (const type of SECTION_TYPES) {
      const component = withDefaults(type);
      const { unmount } = renderEditing(component);
      const shown = new Map(
        screen
          .queryAllByRole("button", { expanded: false })
          .filter((element) => element.dataset.value !== undefined)
          .map((element) => [element.dataset.field, element.dataset.value]),
      );
      for (const path of textPaths(SECTION_FIELDS[type], component.data, "enum")) {
        const name = String(path.at(-1));
        if (!/Alignment$/.test(name) && !(name === "type" && path.includes("buttons"))) continue;
        const key = path.join(".");
        if (shown.get(key) !== getIn(component.data, path)) missing.push(`${type} ${key}`);
      }
      unmount();
    }
    expect(missing).toEqual([]);
  });
});

/** The paths of the fields of `kind` that `data` holds (text by default). */
function textPaths(
  fields: (typeof SECTION_FIELDS)[SectionType],
  data: unknown,
  kind: "text" | "enum" = "text",
): (string | number)[][] {
  const paths: (string | number)[][] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    const field = fieldAt(fields, path);
    if (field?.kind === kind && typeof value === "string") paths.push(path);
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        walk(item, [...path, index]);
      });
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
    }
  };
  walk(data, []);
  return paths;
}
