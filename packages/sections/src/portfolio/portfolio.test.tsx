import { portfolioData, SECTION_CATALOGUE } from "@ilha/core";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { COLOR_MODES, componentOf } from "../test-support/fixtures.ts";
import { renderInSite } from "../test-support/render-section.tsx";
import { axeViolations, expectHydrationUnchanged } from "../test-support/section-checks.ts";
import { portfolioConfig } from "./portfolio.config.ts";
import { Portfolio } from "./portfolio.tsx";

const TARIFFS = {
  title: "Rate card",
  description: "All our daily rates in one table. Prices include VAT.",
  image: {
    imgUrl: "/images/tariffs-768.webp",
    imgDimensions: {
      small: { url: "/images/tariffs-480.webp", width: 480, height: 360 },
      medium: { url: "/images/tariffs-768.webp", width: 768, height: 576 },
      large: { url: "/images/tariffs-1440.webp", width: 1440, height: 1080 },
      xlarge: { url: "/images/tariffs-1920.webp", width: 1920, height: 1440 },
    },
    alt: "Maré Rent's daily rate card for cars, scooters and motorbikes",
  },
};

const ALT = TARIFFS.image.alt;

const portfolio = componentOf("portfolio");

describe("portfolio in view mode", () => {
  it.each(COLOR_MODES)("renders the title, description and image in %s", (colorMode) => {
    const { container } = renderInSite(
      <Portfolio component={portfolio(TARIFFS, { colorMode })} isFirst={false} />,
    );
    expect(container.querySelector("section")?.dataset.colorMode).toBe(colorMode);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Rate card");
    expect(screen.getByText(/All our daily rates/).tagName).toBe("P");
    expect(container.querySelector("figure img")?.getAttribute("alt")).toBe(ALT);
  });

  it("opens the largest rendition under the site base in a new tab", () => {
    renderInSite(<Portfolio component={portfolio(TARIFFS)} isFirst={false} />);
    const link = screen.getByRole("link", { name: ALT });
    expect(link.getAttribute("href")).toBe("/s/bilingual/images/tariffs-1920.webp");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("falls back to the largest rendition there is when no xlarge one exists", () => {
    const { xlarge: _, ...set } = TARIFFS.image.imgDimensions;
    renderInSite(
      <Portfolio
        component={portfolio({ ...TARIFFS, image: { ...TARIFFS.image, imgDimensions: set } })}
        isFirst={false}
      />,
    );
    expect(screen.getByRole("link", { name: ALT }).getAttribute("href")).toBe(
      "/s/bilingual/images/tariffs-1440.webp",
    );
  });

  it("shows the image uncropped at up to 960 px with srcset, width, height and alt", () => {
    renderInSite(<Portfolio component={portfolio(TARIFFS)} isFirst />);
    const image = screen.getByAltText(ALT);
    expect(image.getAttribute("srcset")).toContain("/s/bilingual/images/tariffs-1920.webp 1920w");
    expect(image.getAttribute("width")).toBe("768");
    expect(image.getAttribute("height")).toBe("576");
    expect(image.getAttribute("sizes")).toBe("(min-width: 1040px) 960px, 92vw");
    expect(image.getAttribute("loading")).toBe("eager");
  });

  it("renders no empty field, and nothing for a fully empty section", () => {
    const { container } = renderInSite(
      <Portfolio
        component={portfolio({ ...TARIFFS, title: "", description: "" })}
        isFirst={false}
      />,
    );
    expect(container.querySelector("h2")).toBeNull();
    expect(container.querySelector("p")).toBeNull();
    const noImage = renderInSite(
      <Portfolio component={portfolio({ ...TARIFFS, image: { imgUrl: "" } })} isFirst={false} />,
    );
    expect(noImage.container.querySelector("figure")).toBeNull();
    noImage.unmount();
    const empty = renderInSite(
      <Portfolio component={portfolio({ image: { imgUrl: "" } })} isFirst={false} />,
    );
    expect(empty.container.innerHTML).toBe("");
  });

  it("has no axe violations", async () => {
    const { container } = renderInSite(
      <Portfolio component={portfolio(TARIFFS)} isFirst={false} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("hydrates the server markup without changes or errors", async () => {
    await expectHydrationUnchanged(<Portfolio component={portfolio(TARIFFS)} isFirst />);
  });
});

describe("portfolio in edit mode", () => {
  it("keeps empty fields and the image visible, without the full-size link", () => {
    const { container } = renderInSite(
      <Portfolio
        component={portfolio({ ...TARIFFS, title: "", description: "" })}
        isFirst={false}
      />,
      { mode: "edit" },
    );
    const fields = [...container.querySelectorAll<HTMLElement>("[contenteditable]")].map(
      (field) => field.dataset.field,
    );
    expect(fields).toEqual(["title", "description"]);
    expect(container.querySelector("figure img")).not.toBeNull();
    expect(container.querySelector("a")).toBeNull();
    for (const [field, counter] of [
      ["title", "0/120"],
      ["description", "0/1500"],
    ] as const) {
      const element = container.querySelector<HTMLElement>(`[data-field="${field}"]`);
      if (element === null) throw new Error(`${field} is editable`);
      fireEvent.focus(element);
      expect(screen.getByText(counter)).toBeDefined();
      fireEvent.blur(element);
    }
  });
});

describe("portfolio config", () => {
  it("is in the portfolio category and its defaults validate", () => {
    expect(portfolioConfig.category).toBe(SECTION_CATALOGUE.portfolio.category);
    expect(portfolioData.safeParse(portfolioConfig.defaults()).success).toBe(true);
  });
});
