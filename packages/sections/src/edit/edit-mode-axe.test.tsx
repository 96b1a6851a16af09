import { fieldAt, SECTION_FIELDS, SECTION_TYPES, type SectionType } from "@ilha/core";
import { fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { CONFIGS } from "../configs.ts";
import { RenderModeProvider, type RenderModeValue } from "../render-mode.tsx";
import { COLOR_MODES } from "../test-support/fixtures.ts";
import { makeComponent, renderModeValue } from "../test-support/render-section.tsx";
import { axeViolations } from "../test-support/section-checks.ts";
import { VIEWS } from "../views.ts";
import { Messenger } from "../widgets/messenger/messenger.tsx";
import { item, siteWith } from "../widgets/messenger/test-messengers.tsx";

const CASES = SECTION_TYPES.flatMap((type) =>
  COLOR_MODES.map((colorMode) => ({ type, colorMode })),
);

const BACKGROUND = {
  backgroundImgUrl: "/images/hero-768.webp",
  backgroundImgDimensions: {
    medium: { url: "/images/hero-768.webp", width: 768, height: 432 },
  },
};

/** A kind's defaults, with a background image when the kind has one (so its control shows). */
function editedData(type: SectionType): Record<string, unknown> {
  const data = CONFIGS[type].defaults() as Record<string, unknown>;
  return fieldAt(SECTION_FIELDS[type], ["backgroundImgUrl"]) === undefined
    ? data
    : { ...data, ...BACKGROUND };
}

/** Edit mode with an editor that can be asked for images: every replace control shows. */
function renderEditing(node: ReactNode, value: Partial<RenderModeValue> = {}) {
  const mode = { ...renderModeValue({ mode: "edit" }), ...value };
  return render(
    <RenderModeProvider value={{ ...mode, pickImage: async () => undefined }}>
      {node}
    </RenderModeProvider>,
  );
}

describe("edit mode", () => {
  it.each(CASES)(
    "keeps $type accessible in $colorMode, with its controls inside valid markup",
    async ({ type, colorMode }) => {
      const View = VIEWS[type];
      const component = makeComponent(type, editedData(type), { colorMode });
      const { container } = renderEditing(<View component={component as never} isFirst />);
      const section = container.querySelector<HTMLElement>(`[data-section="${type}"]`);
      expect(section?.dataset.colorMode).toBe(colorMode);
      if (fieldAt(SECTION_FIELDS[type], ["backgroundImgUrl"]) !== undefined) {
        const name =
          type === "hero-header" ? "Replace hero background image" : "Replace background image";
        expect(screen.getByRole("button", { name })).toBeDefined();
      }
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  it("keeps the open chat card accessible with its avatar's replace control", async () => {
    const site = siteWith([item("whatsapp", "+351912345678")]);
    const { container } = renderEditing(<Messenger />, renderModeValue({ mode: "edit", site }));
    fireEvent.click(screen.getByRole("button", { name: "WhatsApp chat" }));
    expect(screen.getByRole("button", { name: "Replace avatar of Maré Rent" })).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
  });
});
