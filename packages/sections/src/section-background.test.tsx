import { fireEvent } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HeroHeader } from "./hero-header/hero-header.tsx";
import { LongText } from "./long-text/long-text.tsx";
import { makeComponent, renderInSite } from "./test-support/render-section.tsx";

const BACKGROUND = {
  backgroundImgUrl: "/images/hero-768.webp",
  backgroundImgDimensions: {
    small: { url: "/images/hero-480.webp", width: 480, height: 270 },
    medium: { url: "/images/hero-768.webp", width: 768, height: 432 },
  },
};
const TEXT = { title: "Termos", content: [{ title: "1. Idade", paragraph: "21 anos." }] };

describe("section background images", () => {
  it("covers the section with its image under a veil of the colour mode's background", () => {
    const { container } = renderInSite(
      <LongText
        component={makeComponent("long-text", { ...TEXT, ...BACKGROUND })}
        isFirst={false}
      />,
    );
    const section = container.querySelector("section");
    expect(section?.hasAttribute("data-has-background")).toBe(true);
    const image = section?.querySelector('[aria-hidden="true"] img');
    expect(image?.getAttribute("alt")).toBe("");
    expect(image?.getAttribute("srcset")).toContain("/s/bilingual/images/hero-480.webp 480w");
    const veil = section?.querySelector<HTMLElement>('[aria-hidden="true"] span');
    expect(veil?.style.opacity).toBe("0.85");
  });

  it("uses the section's overlay transparency for the veil", () => {
    const { container } = renderInSite(
      <LongText
        component={makeComponent("long-text", {
          ...TEXT,
          ...BACKGROUND,
          bgOverlayTransparency: 0.6,
        })}
        isFirst={false}
      />,
    );
    expect(container.querySelector<HTMLElement>('[aria-hidden="true"] span')?.style.opacity).toBe(
      "0.6",
    );
  });

  it("falls back to a white placeholder when the image fails", () => {
    const { container } = renderInSite(
      <LongText
        component={makeComponent("long-text", { ...TEXT, ...BACKGROUND })}
        isFirst={false}
      />,
    );
    const image = container.querySelector('[aria-hidden="true"] img');
    if (image === null) throw new Error("the background has an image");
    fireEvent.error(image);
    expect(container.querySelector('[aria-hidden="true"] img')).toBeNull();
    expect(container.querySelector('[role="img"][aria-label="Failed"]')).toBeNull();
  });

  it("has no background without an image, and leaves the hero's to the hero", () => {
    const plain = renderInSite(
      <LongText component={makeComponent("long-text", TEXT)} isFirst={false} />,
    );
    expect(plain.container.querySelector("[data-has-background]")).toBeNull();
    const hero = renderInSite(
      <HeroHeader
        component={makeComponent("hero-header", { title: "Olá", ...BACKGROUND })}
        isFirst
      />,
    );
    expect(hero.container.querySelector("header")?.hasAttribute("data-has-background")).toBe(false);
  });
});
