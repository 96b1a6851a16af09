import type { OperationInput } from "@ilha/core";
import { ctaData, SECTION_CATALOGUE } from "@ilha/core";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { COLOR_MODES, componentOf } from "../test-support/fixtures.ts";
import { renderInSite } from "../test-support/render-section.tsx";
import { axeViolations, expectHydrationUnchanged } from "../test-support/section-checks.ts";
import { ctaConfig } from "./cta.config.ts";
import { Cta } from "./cta.tsx";

const TERMS = {
  title: "Before you book",
  paragraph: "Please read our general rental conditions. Twenty clear points, no small print.",
  buttons: [
    { buttonText: "Read the terms", buttonUrl: "/termos", type: "primary" },
    { buttonText: "Partner site", buttonUrl: "https://example.com/partners", type: "secondary" },
  ],
};

const IMAGES = [1, 2].map((index) => ({
  imgUrl: `/images/partner-${index}-768.webp`,
  imgDimensions: { medium: { url: `/images/partner-${index}-768.webp`, width: 768, height: 576 } },
  alt: `Partner photo ${index}`,
}));

const cta = componentOf("cta");

describe("call to action in view mode", () => {
  it.each(COLOR_MODES)("renders the title, paragraph and buttons in %s", (colorMode) => {
    const { container } = renderInSite(
      <Cta component={cta(TERMS, { colorMode })} isFirst={false} />,
    );
    const section = container.querySelector("section");
    expect(section?.dataset.colorMode).toBe(colorMode);
    expect(section?.getAttribute("aria-label")).toBe("Before you book");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Before you book");
    expect(screen.getByText(/Twenty clear points/).tagName).toBe("P");
    expect(screen.getAllByRole("link")).toHaveLength(2);
  });

  it("links internally with a trailing slash and externally in a new tab", () => {
    renderInSite(<Cta component={cta(TERMS)} isFirst={false} />);
    expect(screen.getByRole("link", { name: "Read the terms" }).getAttribute("href")).toBe(
      "/s/bilingual/en/termos/",
    );
    const external = screen.getByRole("link", { name: "Partner site" });
    expect(external.getAttribute("target")).toBe("_blank");
    expect(external.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("renders an unsafe button link as inert text", () => {
    const component = cta(TERMS);
    const first = component.data.buttons[0];
    if (first !== undefined) first.buttonUrl = "javascript:alert(1)";
    renderInSite(<Cta component={component} isFirst={false} />);
    expect(screen.queryByRole("link", { name: "Read the terms" })).toBeNull();
    expect(screen.getByText("Read the terms").closest("a")).toBeNull();
  });

  it("shows its images as a strip with srcset, width, height and alt", () => {
    renderInSite(<Cta component={cta({ ...TERMS, images: IMAGES })} isFirst={false} />);
    const image = screen.getByAltText("Partner photo 2");
    expect(image.getAttribute("srcset")).toBe("/s/bilingual/images/partner-2-768.webp 768w");
    expect(image.getAttribute("width")).toBe("768");
    expect(image.getAttribute("height")).toBe("576");
    expect(screen.getAllByRole("img")).toHaveLength(2);
  });

  it("renders no empty field or button, and nothing for a fully empty section", () => {
    const data = {
      title: "Only a title",
      buttons: [{ buttonText: "", buttonUrl: "/x" }],
      images: [{ imgUrl: "" }],
    };
    const { container } = renderInSite(<Cta component={cta(data)} isFirst={false} />);
    expect(container.querySelector("p")).toBeNull();
    expect(container.querySelector("a")).toBeNull();
    expect(container.querySelector("ul")).toBeNull();
    const empty = renderInSite(<Cta component={cta({ title: "", buttons: [] })} isFirst={false} />);
    expect(empty.container.innerHTML).toBe("");
  });

  it("has no axe violations", async () => {
    const { container } = renderInSite(
      <Cta component={cta({ ...TERMS, images: IMAGES }, { colorMode: "DARK" })} isFirst={false} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("hydrates the server markup without changes or errors", async () => {
    await expectHydrationUnchanged(<Cta component={cta({ ...TERMS, images: IMAGES })} isFirst />);
  });
});

describe("call to action in edit mode", () => {
  it("keeps empty fields visible and editable with the spec's limits", () => {
    const { container } = renderInSite(<Cta component={cta({ title: "" })} isFirst={false} />, {
      mode: "edit",
    });
    const fields = [...container.querySelectorAll<HTMLElement>("[contenteditable]")].map(
      (field) => field.dataset.field,
    );
    expect(fields).toEqual(["title", "paragraph"]);
    for (const [field, counter] of [
      ["title", "0/120"],
      ["paragraph", "0/1500"],
    ] as const) {
      const element = container.querySelector<HTMLElement>(`[data-field="${field}"]`);
      if (element === null) throw new Error(`${field} is editable`);
      fireEvent.focus(element);
      expect(screen.getByText(counter)).toBeDefined();
      fireEvent.blur(element);
    }
  });

  it("adds a secondary button after the first and allows at most 2", () => {
    const operations: OperationInput[] = [];
    const one = cta({ ...TERMS, buttons: TERMS.buttons.slice(0, 1) });
    const view = renderInSite(<Cta component={one} isFirst={false} />, {
      mode: "edit",
      onEdit: (edit) => operations.push(...edit),
    });
    fireEvent.click(screen.getByRole("button", { name: "Add button" }));
    expect(operations.at(-1)).toMatchObject({
      op: "insertItems",
      path: ["buttons"],
      index: 1,
      items: [{ buttonText: "", buttonUrl: "", type: "secondary" }],
    });
    view.unmount();
    renderInSite(<Cta component={cta(TERMS)} isFirst={false} />, { mode: "edit" });
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Add button" }).disabled).toBe(
      true,
    );
  });
});

describe("call to action config", () => {
  it("is in the cta category and its defaults validate", () => {
    expect(ctaConfig.category).toBe(SECTION_CATALOGUE.cta.category);
    expect(ctaData.safeParse(ctaConfig.defaults()).success).toBe(true);
  });
});
