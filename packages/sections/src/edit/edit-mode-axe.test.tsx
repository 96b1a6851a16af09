import { SECTION_TYPES } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { CONFIGS } from "../configs.ts";
import { makeComponent, renderInSite } from "../test-support/render-section.tsx";
import { axeViolations } from "../test-support/section-checks.ts";
import { VIEWS } from "../views.ts";

describe("edit mode", () => {
  it.each(SECTION_TYPES)(
    "keeps %s accessible, with its controls inside valid markup",
    async (type) => {
      const View = VIEWS[type];
      const component = makeComponent(type, CONFIGS[type].defaults());
      const { container } = renderInSite(<View component={component as never} isFirst />, {
        mode: "edit",
      });
      expect(await axeViolations(container)).toEqual([]);
    },
  );
});
