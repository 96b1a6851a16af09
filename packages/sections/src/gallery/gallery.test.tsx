import type { OperationInput } from "@ilha/core";
import { galleryData, LIMITS, SECTION_CATALOGUE } from "@ilha/core";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { COLOR_MODES, componentOf } from "../test-support/fixtures.ts";
import { renderInSite } from "../test-support/render-section.tsx";
import { axeViolations, expectHydrationUnchanged } from "../test-support/section-checks.ts";
import { galleryConfig } from "./gallery.config.ts";
import { Gallery } from "./gallery.tsx";

function image(index: number) {
  return {
    imgUrl: `/images/partner-hotel-${index}-768.webp`,
    imgDimensions: {
      small: { url: `/images/partner-hotel-${index}-480.webp`, width: 480, height: 360 },
      medium: { url: `/images/partner-hotel-${index}-768.webp`, width: 768, height: 576 },
    },
    alt: `Partner hotel ${index}`,
  };
}

const HOTELS = {
  title: "Hotels and guesthouses",
  paragraph: "Guests of our partners enjoy special terms.",
  images: [1, 2, 3, 4].map(image),
  buttons: [
    { buttonText: "Book now", buttonUrl: "/booking", type: "primary" },
    {
      buttonText: "Suggest a partnership",
      buttonUrl: "mailto:reservas@mare-rent.example",
      type: "secondary",
    },
  ],
};

const gallery = componentOf("gallery");

describe("gallery in view mode", () => {
  it.each(COLOR_MODES)(
    "renders the intro, the images as figures and the buttons in %s",
    (colorMode) => {
      const { container } = renderInSite(
        <Gallery component={gallery(HOTELS, { colorMode })} isFirst={false} />,
      );
      expect(container.querySelector("section")?.dataset.colorMode).toBe(colorMode);
      expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Hotels and guesthouses");
      expect(screen.getByText("Guests of our partners enjoy special terms.").tagName).toBe("P");
      expect(container.querySelectorAll("ul > li > figure > img")).toHaveLength(
        LIMITS.counts.galleryGroupSize,
      );
      expect(screen.getByRole("list", { name: "Gallery" })).toBeDefined();
      expect(screen.getByRole("link", { name: "Book now" }).getAttribute("href")).toBe(
        "/s/bilingual/en/booking/",
      );
      expect(screen.getByRole("link", { name: "Suggest a partnership" }).getAttribute("href")).toBe(
        "mailto:reservas@mare-rent.example",
      );
    },
  );

  it("renders two groups of 4 as eight tiles", () => {
    const { container } = renderInSite(
      <Gallery
        component={gallery({ ...HOTELS, images: [1, 2, 3, 4, 5, 6, 7, 8].map(image) })}
        isFirst={false}
      />,
    );
    expect(container.querySelectorAll("figure")).toHaveLength(8);
  });

  it("gives every image a srcset, width, height, alt and sizes", () => {
    renderInSite(<Gallery component={gallery(HOTELS)} isFirst={false} />);
    const first = screen.getByAltText("Partner hotel 1");
    expect(first.getAttribute("srcset")).toBe(
      "/s/bilingual/images/partner-hotel-1-480.webp 480w, /s/bilingual/images/partner-hotel-1-768.webp 768w",
    );
    expect(first.getAttribute("width")).toBe("768");
    expect(first.getAttribute("height")).toBe("576");
    expect(first.getAttribute("sizes")).toContain("560px");
    expect(screen.getByAltText("Partner hotel 2").getAttribute("sizes")).toContain("280px");
  });

  it("opens an external button in a new tab and leaves an unsafe one inert", () => {
    const component = gallery({
      ...HOTELS,
      buttons: [
        { buttonText: "Partner site", buttonUrl: "https://example.com" },
        { buttonText: "Unsafe link", buttonUrl: "/x" },
      ],
    });
    const unsafe = component.data.buttons[1];
    if (unsafe !== undefined) unsafe.buttonUrl = "javascript:alert(1)";
    renderInSite(<Gallery component={component} isFirst={false} />);
    expect(screen.getByRole("link", { name: "Partner site" }).getAttribute("target")).toBe(
      "_blank",
    );
    expect(screen.getByText("Unsafe link").closest("a")).toBeNull();
  });

  it("renders no empty field or image, and nothing for a fully empty section", () => {
    const data = {
      title: "Tours",
      images: [image(1), { imgUrl: "" }, { imgUrl: "" }, { imgUrl: "" }],
    };
    const { container } = renderInSite(<Gallery component={gallery(data)} isFirst={false} />);
    expect(container.querySelector("p")).toBeNull();
    expect(container.querySelectorAll("figure")).toHaveLength(1);
    expect(container.querySelector("a")).toBeNull();
    const empty = renderInSite(<Gallery component={gallery({ images: [] })} isFirst={false} />);
    expect(empty.container.innerHTML).toBe("");
  });

  it("has no axe violations", async () => {
    const { container } = renderInSite(<Gallery component={gallery(HOTELS)} isFirst={false} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("hydrates the server markup without changes or errors", async () => {
    await expectHydrationUnchanged(<Gallery component={gallery(HOTELS)} isFirst />);
  });
});

describe("gallery in edit mode", () => {
  it("keeps empty fields and images visible with the spec's limits", () => {
    const data = { images: [{ imgUrl: "" }, { imgUrl: "" }, { imgUrl: "" }, { imgUrl: "" }] };
    const { container } = renderInSite(<Gallery component={gallery(data)} isFirst={false} />, {
      mode: "edit",
    });
    const fields = [...container.querySelectorAll<HTMLElement>("[contenteditable]")].map(
      (field) => field.dataset.field,
    );
    expect(fields).toEqual(["title", "paragraph"]);
    expect(container.querySelectorAll("figure")).toHaveLength(4);
    // An image not chosen yet is a place to fill, not a failure.
    expect(screen.getAllByRole("img", { name: "No image yet" })).toHaveLength(4);
    expect(screen.queryByRole("img", { name: "Failed" })).toBeNull();
    for (const [field, counter] of [
      ["title", "0/30"],
      ["paragraph", "0/300"],
    ] as const) {
      const element = container.querySelector<HTMLElement>(`[data-field="${field}"]`);
      if (element === null) throw new Error(`${field} is editable`);
      fireEvent.focus(element);
      expect(screen.getByText(counter)).toBeDefined();
      fireEvent.blur(element);
    }
  });

  it("adds a group of 4 images and a button through the list controls", () => {
    const operations: OperationInput[] = [];
    renderInSite(<Gallery component={gallery({ ...HOTELS, buttons: [] })} isFirst={false} />, {
      mode: "edit",
      onEdit: (edit) => operations.push(...edit),
    });
    fireEvent.click(screen.getByRole("button", { name: "Add image" }));
    expect(operations.at(-1)).toMatchObject({
      op: "insertItems",
      path: ["images"],
      index: HOTELS.images.length,
    });
    expect(operations.at(-1)).toHaveProperty("items.length", 4);
    fireEvent.click(screen.getByRole("button", { name: "Add button" }));
    expect(operations.at(-1)).toMatchObject({
      path: ["buttons"],
      items: [{ buttonText: "", buttonUrl: "", type: "primary" }],
    });
  });
});

describe("gallery config", () => {
  it("is in the portfolio category and its defaults validate", () => {
    expect(galleryConfig.category).toBe(SECTION_CATALOGUE.gallery.category);
    expect(galleryData.safeParse(galleryConfig.defaults()).success).toBe(true);
  });
});
