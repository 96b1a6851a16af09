import { LIMITS } from "@ilha/core";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { COLOR_MODES, type ColorMode, patchData } from "../test-support/fixtures.ts";
import { makeComponent, renderInSite } from "../test-support/render-section.tsx";
import { axeViolations, expectHydrationUnchanged } from "../test-support/section-checks.ts";
import { longTextConfig } from "./long-text.config.ts";
import { LongText } from "./long-text.tsx";

const terms = {
  title: "General rental conditions",
  subtitle: "Please read carefully before booking.",
  content: [
    {
      title: "1. Minimum age and driving licence",
      paragraph: "The driver must be at least 21 years old.",
    },
    {
      title: "7. Accidents",
      paragraph: "Any accident must be reported within 24 hours.\nFill in the accident statement.",
    },
    { title: "9. Early return", paragraph: "Returning the vehicle early is not refunded." },
  ],
};

function longText(colorMode: ColorMode = "LIGHT") {
  return makeComponent("long-text", terms, { colorMode });
}

type LongTextComponent = ReturnType<typeof longText>;

/** A parsed component with data the schema would refuse (empty required pairs). */
const withData = (patch: Partial<LongTextComponent["data"]>) => patchData(longText(), patch);

const blank = {
  title: "",
  paragraph: "",
  titleAlignment: "left",
  paragraphAlignment: "left",
} as const;

describe("LongText", () => {
  it.each(COLOR_MODES)("renders the title, subtitle and clauses in the %s colour mode", (mode) => {
    const { container } = renderInSite(<LongText component={longText(mode)} isFirst={false} />);
    expect(container.querySelector("section")?.getAttribute("data-color-mode")).toBe(mode);
    expect(screen.getByRole("heading", { level: 2, name: terms.title })).toBeTruthy();
    expect(screen.getByText(terms.subtitle)).toBeTruthy();
    const clauses = screen
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(clauses).toEqual(terms.content.map((block) => block.title));
  });

  it("keeps the line breaks of a paragraph", () => {
    renderInSite(<LongText component={longText()} isFirst={false} />);
    const paragraph = screen.getByText(/reported within 24 hours/);
    expect(paragraph.querySelectorAll("br")).toHaveLength(1);
  });

  it("leaves out empty fields and empty blocks in view mode", () => {
    const component = withData({
      subtitle: "",
      content: [
        { ...blank, paragraph: "Only a paragraph." },
        blank,
        { ...blank, title: "Only a title" },
      ],
    });
    const { container } = renderInSite(<LongText component={component} isFirst={false} />);
    expect(container.querySelectorAll("h3")).toHaveLength(1);
    expect(container.querySelectorAll("p")).toHaveLength(1);
    expect(container.querySelector("h3")?.textContent).toBe("Only a title");
    expect(container.querySelector("p")?.textContent).toBe("Only a paragraph.");
  });

  it("renders nothing when the whole section is empty", () => {
    const component = withData({ title: "", subtitle: " ", content: [blank, blank] });
    const { container } = renderInSite(<LongText component={component} isFirst={false} />);
    expect(container.innerHTML).toBe("");
  });

  it("has no axe violations", async () => {
    const { container } = renderInSite(<LongText component={longText()} isFirst={false} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("hydrates the server markup without changes or errors", async () => {
    await expectHydrationUnchanged(<LongText component={longText()} isFirst />);
  });

  describe("in edit mode", () => {
    it("keeps empty fields visible and editable", () => {
      const component = withData({ title: "", subtitle: "", content: [blank] });
      const { container } = renderInSite(<LongText component={component} isFirst={false} />, {
        mode: "edit",
      });
      for (const field of ["title", "subtitle", "content.0.title", "content.0.paragraph"])
        expect(
          container.querySelector(`[data-field="${field}"]`)?.getAttribute("contenteditable"),
        ).toBe("true");
    });

    it("requires each of a pair only while the other is empty", () => {
      const component = withData({ title: "", content: [{ ...blank, title: "A title" }] });
      const { container } = renderInSite(<LongText component={component} isFirst={false} />, {
        mode: "edit",
      });
      const required = (field: string) =>
        container.querySelector(`[data-field="${field}"]`)?.getAttribute("aria-required");
      expect(required("title")).toBeNull();
      expect(required("subtitle")).toBe("true");
      expect(required("content.0.title")).toBe("true");
      expect(required("content.0.paragraph")).toBeNull();
    });

    it(`adds blocks up to ${LIMITS.counts.textBlocks.max} and keeps at least ${LIMITS.counts.textBlocks.min}`, () => {
      const onEdit = vi.fn();
      renderInSite(<LongText component={withData({ content: [blank] })} isFirst={false} />, {
        mode: "edit",
        onEdit,
      });
      expect(
        (screen.getByRole("button", { name: "Remove text block 1" }) as HTMLButtonElement).disabled,
      ).toBe(true);
      fireEvent.click(screen.getByRole("button", { name: "Add text block" }));
      expect(onEdit.mock.calls[0]?.[0]?.[0]).toMatchObject({ op: "insertItems", index: 1 });
    });

    it(`offers no more blocks at ${LIMITS.counts.textBlocks.max}`, () => {
      const full = withData({
        content: Array.from({ length: LIMITS.counts.textBlocks.max }, () => ({
          ...blank,
          title: "Clause",
        })),
      });
      renderInSite(<LongText component={full} isFirst={false} />, { mode: "edit" });
      expect(
        (screen.getByRole("button", { name: "Add text block" }) as HTMLButtonElement).disabled,
      ).toBe(true);
    });
  });

  describe("config", () => {
    it("belongs to the feature category and its defaults validate", () => {
      expect(longTextConfig.category).toBe("feature");
      expect(
        makeComponent("long-text", longTextConfig.defaults()).data.content.length,
      ).toBeGreaterThan(0);
    });
  });
});
