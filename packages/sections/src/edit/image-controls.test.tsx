import { type FieldLeaf, fieldLeaves, SECTION_FIELDS, SECTION_TYPES } from "@ilha/core";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CONFIGS } from "../configs.ts";
import { RenderModeProvider } from "../render-mode.tsx";
import { makeComponent, renderModeValue } from "../test-support/render-section.tsx";
import { VIEWS } from "../views.ts";
import { SectionInUseProvider } from "./section-in-use.ts";

afterEach(cleanup);

/** The paths of the image fields `data` holds (list items included), joined by dots. */
function imageLeaves(type: (typeof SECTION_TYPES)[number], data: unknown) {
  return fieldLeaves(SECTION_FIELDS[type], data).filter((leaf) => leaf.field.kind === "image");
}

/** A copy of `data` with the field at `path` set to "". */
function emptiedAt(data: unknown, path: FieldLeaf["path"]): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  const holder = path
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>(
      (at, key) => at[key] as Record<string | number, unknown>,
      copy,
    );
  holder[path.at(-1) as string | number] = "";
  return copy;
}

/** The section's image controls in edit mode, by field path: their names. */
function controlsOf(type: (typeof SECTION_TYPES)[number], data: unknown): Map<string, string> {
  const View = VIEWS[type];
  const component = makeComponent(type, data);
  render(
    <RenderModeProvider
      value={{ ...renderModeValue({ mode: "edit" }), pickImage: async () => undefined }}
    >
      <View component={component as never} isFirst />
    </RenderModeProvider>,
  );
  const controls = document.querySelectorAll<HTMLElement>("[data-image-field]");
  const found = new Map(
    [...controls].map((control) => [
      control.dataset.imageField ?? "",
      control.getAttribute("aria-label") ?? "",
    ]),
  );
  cleanup();
  return found;
}

describe("every image field's control in the canvas", () => {
  it.each(SECTION_TYPES)(
    "offers %s's images to replace when filled and to add when empty",
    (type) => {
      const filled = CONFIGS[type].defaults("en");
      const leaves = imageLeaves(type, filled);
      const emptied = leaves.reduce<unknown>((data, leaf) => emptiedAt(data, leaf.path), filled);
      const whenFilled = controlsOf(type, filled);
      const whenEmpty = controlsOf(type, emptied);
      for (const { path, value } of leaves) {
        const at = path.join(".");
        const isFilled = typeof value === "string" && value !== "";
        expect(whenFilled.get(at), `${type}: ${at} as the library gives it`).toMatch(
          isFilled ? /^Replace / : /^Add /,
        );
        expect(whenEmpty.get(at), `${type}: ${at} empty`).toMatch(/^Add /);
      }
    },
  );

  it("names the hero's empty logo and background for adding them", () => {
    const hero = CONFIGS["hero-header"].defaults("en");
    const empty = { ...hero, logoSrc: "", backgroundImgUrl: "" };
    render(
      <RenderModeProvider
        value={{ ...renderModeValue({ mode: "edit" }), pickImage: async () => undefined }}
      >
        {(() => {
          const View = VIEWS["hero-header"];
          return <View component={makeComponent("hero-header", empty)} isFirst />;
        })()}
      </RenderModeProvider>,
    );
    expect(screen.getByRole("button", { name: "Add logo" })).toBeDefined();
    expect(screen.getByRole("button", { name: "Add hero background image" })).toBeDefined();
  });

  it("keeps an empty image's Add control for the section being edited, a filled one's Replace everywhere", () => {
    const posts = CONFIGS.posts.defaults("en");
    const firstEmpty = structuredClone(posts);
    const second = firstEmpty.posts[1];
    if (second === undefined) throw new Error("the library's posts section has two posts");
    second.imageUrl = "/images/scooter-768.webp";
    render(
      <RenderModeProvider
        value={{ ...renderModeValue({ mode: "edit" }), pickImage: async () => undefined }}
      >
        <SectionInUseProvider value={false}>
          {(() => {
            const View = VIEWS.posts;
            return <View component={makeComponent("posts", firstEmpty)} isFirst={false} />;
          })()}
        </SectionInUseProvider>
      </RenderModeProvider>,
    );
    const fields = [...document.querySelectorAll<HTMLElement>("[data-image-field]")].map(
      (control) => control.dataset.imageField,
    );
    expect(fields).not.toContain("posts.0.imageUrl");
    expect(fields).toContain("posts.1.imageUrl");
  });
});
