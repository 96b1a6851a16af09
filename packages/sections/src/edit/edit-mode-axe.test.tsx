import { SECTION_TYPES } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { CONFIGS } from "../configs.ts";
import { COLOR_MODES } from "../test-support/fixtures.ts";
import { makeComponent, renderInSite } from "../test-support/render-section.tsx";
import { axeViolations } from "../test-support/section-checks.ts";
import { VIEWS } from "../views.ts";

const CASES = SECTION_TYPES.flatMap((type) =>
  COLOR_MODES.map((colorMode) => ({ type, colorMode })),
);

describe("edit mode", () => {
  it.each(CASES)(
    "keeps $type accessible in $colorMode, with its controls inside valid markup",
    async ({ type, colorMode }) => {
      const View = VIEWS[type];
      const component = makeComponent(type, CONFIGS[type].defaults(), { colorMode });
      const { container } = renderInSite(<View component={component as never} isFirst />, {
        mode: "edit",
      });
      const section = container.querySelector<HTMLElement>(`[data-section="${type}"]`);
      expect(section?.dataset.colorMode).toBe(colorMode);
      expect(await axeViolations(container)).toEqual([]);
    },
  );
});
