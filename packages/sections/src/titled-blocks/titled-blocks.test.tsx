import { LIMITS } from "@ilha/core";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { blankBlock, COLOR_MODES, type ColorMode, patchData } from "../test-support/fixtures.ts";
import { makeComponent, renderInSite } from "../test-support/render-section.tsx";
import { axeViolations, expectHydrationUnchanged } from "../test-support/section-checks.ts";
import { titledBlocksConfig } from "./titled-blocks.config.ts";
import { TitledBlocks } from "./titled-blocks.tsx";

const guide = {
  title: "Good to know",
  additionalBlockTitle: "Questions?",
  additionalBlockParagraph: "Call us: we are happy to help.",
  blocks: [
    {
      title: "Before you arrive",
      paragraph: "Bring these documents:",
      list: ["Identity card or passport", "Driving licence", "Payment card"],
    },
    { title: "During your rental", paragraph: "Call us if something goes wrong.", list: [] },
  ],
};

function titledBlocks(colorMode: ColorMode = "LIGHT", orientation: "LEFT" | "RIGHT" = "LEFT") {
  return makeComponent("titled-blocks", guide, { colorMode, orientation });
}

type TitledBlocksComponent = ReturnType<typeof titledBlocks>;

/** A parsed component with data the schema would refuse (empty required pairs). */
const withData = (patch: Partial<TitledBlocksComponent["data"]>) =>
  patchData(titledBlocks(), patch);

describe("TitledBlocks", () => {
  it.each(COLOR_MODES)(
    "renders the title, the intro and the blocks in the %s colour mode",
    (mode) => {
      const { container } = renderInSite(
        <TitledBlocks component={titledBlocks(mode)} isFirst={false} />,
      );
      expect(container.querySelector("section")?.getAttribute("data-color-mode")).toBe(mode);
      expect(screen.getByRole("heading", { level: 2, name: guide.title })).toBeTruthy();
      expect(screen.getByText(guide.additionalBlockParagraph)).toBeTruthy();
      const headings = screen
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent);
      expect(headings).toEqual(["Questions?", "Before you arrive", "During your rental"]);
    },
  );

  it("lists a block's items in a bulleted list", () => {
    renderInSite(<TitledBlocks component={titledBlocks()} isFirst={false} />);
    const lists = screen.getAllByRole("list");
    expect(lists).toHaveLength(1);
    const items = within(lists[0] as HTMLElement)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual(guide.blocks[0]?.list);
  });

  it("marks the orientation on the section so RIGHT can mirror the layout", () => {
    const { container } = renderInSite(
      <TitledBlocks component={titledBlocks("LIGHT", "RIGHT")} isFirst={false} />,
    );
    expect(container.querySelector("section")?.getAttribute("data-orientation")).toBe("RIGHT");
  });

  it("leaves out empty fields, empty list items and empty blocks in view mode", () => {
    const component = withData({
      additionalBlockTitle: "",
      additionalBlockParagraph: "",
      blocks: [blankBlock({ title: "Only a title", list: ["", "One item"] }), blankBlock()],
    });
    const { container } = renderInSite(<TitledBlocks component={component} isFirst={false} />);
    expect(
      screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(["Only a title"]);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["One item"]);
    expect(container.querySelectorAll("p")).toHaveLength(0);
  });

  it("renders nothing when the whole section is empty", () => {
    const component = withData({
      title: "",
      additionalBlockTitle: "",
      additionalBlockParagraph: "",
      blocks: [blankBlock({ list: [" "] })],
    });
    const { container } = renderInSite(<TitledBlocks component={component} isFirst={false} />);
    expect(container.innerHTML).toBe("");
  });

  it("has no axe violations", async () => {
    const { container } = renderInSite(<TitledBlocks component={titledBlocks()} isFirst={false} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("hydrates the server markup without changes or errors", async () => {
    await expectHydrationUnchanged(<TitledBlocks component={titledBlocks()} isFirst />);
  });

  describe("in edit mode", () => {
    const empty = () =>
      withData({
        title: "",
        additionalBlockTitle: "",
        additionalBlockParagraph: "",
        blocks: [blankBlock({ list: [""] })],
      });

    it("keeps empty fields visible and editable", () => {
      const { container } = renderInSite(<TitledBlocks component={empty()} isFirst={false} />, {
        mode: "edit",
      });
      const fields = [
        "title",
        "additionalBlockTitle",
        "additionalBlockParagraph",
        "blocks.0.title",
        "blocks.0.paragraph",
        "blocks.0.list.0",
      ];
      for (const field of fields)
        expect(
          container.querySelector(`[data-field="${field}"]`)?.getAttribute("contenteditable"),
        ).toBe("true");
    });

    it("requires a block's title and paragraph while both are empty", () => {
      const { container } = renderInSite(<TitledBlocks component={empty()} isFirst={false} />, {
        mode: "edit",
      });
      const required = (field: string) =>
        container.querySelector(`[data-field="${field}"]`)?.getAttribute("aria-required");
      expect(required("blocks.0.title")).toBe("true");
      expect(required("blocks.0.paragraph")).toBe("true");
      expect(required("title")).toBeNull();
    });

    it(`adds list items up to ${LIMITS.counts.listItems.max} and blocks up to ${LIMITS.counts.titledBlocks.max}`, () => {
      const onEdit = vi.fn();
      const full = withData({
        blocks: [
          blankBlock({
            title: "Full",
            list: Array.from({ length: LIMITS.counts.listItems.max }, () => "Item"),
          }),
          blankBlock({ title: "Empty" }),
        ],
      });
      renderInSite(<TitledBlocks component={full} isFirst={false} />, {
        mode: "edit",
        onEdit,
      });
      const [fullList, emptyList] = screen.getAllByRole("button", {
        name: "Add list item",
      }) as HTMLButtonElement[];
      expect(fullList?.disabled).toBe(true);
      fireEvent.click(emptyList as HTMLButtonElement);
      expect(onEdit.mock.calls[0]?.[0]?.[0]).toMatchObject({
        op: "insertItems",
        path: ["blocks", 1, "list"],
        items: [""],
      });
      fireEvent.click(screen.getByRole("button", { name: "Add block" }));
      expect(onEdit.mock.calls[1]?.[0]?.[0]).toMatchObject({ path: ["blocks"], index: 2 });
    });
  });

  describe("config", () => {
    it("belongs to the feature category and its defaults validate", () => {
      expect(titledBlocksConfig.category).toBe("feature");
      expect(
        makeComponent("titled-blocks", titledBlocksConfig.defaults()).data.blocks.length,
      ).toBeGreaterThan(0);
    });
  });
});
