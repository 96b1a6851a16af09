/// <reference types="node" />
import { readFileSync } from "node:fs";
import type { OperationInput } from "@ilha/core";
import { heroHeaderData, SECTION_CATALOGUE } from "@ilha/core";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { COLOR_MODES, componentOf } from "../test-support/fixtures.ts";
import { renderInSite } from "../test-support/render-section.tsx";
import { axeViolations, expectHydrationUnchanged } from "../test-support/section-checks.ts";
import { heroHeaderConfig } from "./hero-header.config.ts";
import { HeroHeader } from "./hero-header.tsx";

const HERO_SET = {
  small: { url: "/images/hero-480.webp", width: 480, height: 270 },
  medium: { url: "/images/hero-768.webp", width: 768, height: 432 },
  large: { url: "/images/hero-1440.webp", width: 1440, height: 810 },
};

const HERO = {
  title: "Porto Santo at your own pace",
  paragraph: "Cars, scooters and motorbikes to explore the golden island without a rush.",
  backgroundImgUrl: "/images/hero-768.webp",
  backgroundImgDimensions: HERO_SET,
  bgOverlayTransparency: 0.45,
  backgroundImgAlt: "The Porto Santo coast at golden hour",
  logoSrc: "/images/logo-768.webp",
  logoDimensions: { medium: { url: "/images/logo-768.webp", width: 768, height: 256 } },
  logoWidth: 150,
  logoAlt: "Maré Rent",
  buttons: [{ buttonText: "Book now", buttonUrl: "/booking", type: "primary" }],
  headerSocials: [
    { icon: "facebook", socialUrl: "https://www.facebook.com/marerent.portosanto" },
    { icon: "instagram", socialUrl: "https://www.instagram.com/marerent.portosanto" },
    { icon: "whatsapp", socialUrl: "https://wa.me/351912345678" },
  ],
};

const EMPTY = { title: "", paragraph: "", buttons: [], headerSocials: [] };

const hero = componentOf("hero-header");

describe("hero header in view mode", () => {
  it.each(COLOR_MODES)(
    "renders the navigation, the page's h1, its paragraph and button in %s",
    (colorMode) => {
      const { container } = renderInSite(
        <HeroHeader component={hero(HERO, { colorMode })} isFirst />,
      );
      const header = container.querySelector("header");
      expect(header?.dataset.colorMode).toBe(colorMode);
      expect(header?.getAttribute("aria-label")).toBe("Porto Santo at your own pace");
      expect(screen.getByRole("navigation", { name: "Main navigation" })).toBeDefined();
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
        "Porto Santo at your own pace",
      );
      expect(screen.getByText(HERO.paragraph).tagName).toBe("P");
      expect(screen.getByRole("link", { name: "Book now" }).getAttribute("href")).toBe(
        "/s/bilingual/en/booking/",
      );
    },
  );

  it("lays the background image behind the hero, eagerly, with the overlay's opacity", () => {
    const { container } = renderInSite(<HeroHeader component={hero(HERO)} isFirst />);
    const image = screen.getByAltText("The Porto Santo coast at golden hour");
    expect(image.getAttribute("srcset")).toBe(
      "/s/bilingual/images/hero-480.webp 480w, /s/bilingual/images/hero-768.webp 768w, /s/bilingual/images/hero-1440.webp 1440w",
    );
    expect(image.getAttribute("width")).toBe("768");
    expect(image.getAttribute("height")).toBe("432");
    expect(image.getAttribute("sizes")).toBe("100vw");
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("fetchpriority")).toBe("high");
    const block = container.querySelector<HTMLElement>("[data-has-background]");
    expect(block?.dataset.hasBackground).toBe("true");
    const overlay = container.querySelector<HTMLElement>('[style*="--hero-overlay"]');
    expect(overlay?.style.getPropertyValue("--hero-overlay")).toBe("0.45");
    expect(screen.getByRole("navigation", { name: "Main navigation" }).className).toContain(
      "overlay",
    );
  });

  it("renders on the colour mode's background when there is no background image", () => {
    const data = { ...HERO, backgroundImgUrl: "", backgroundImgDimensions: undefined };
    const { container } = renderInSite(<HeroHeader component={hero(data)} isFirst />);
    expect(
      container.querySelector<HTMLElement>("[data-has-background]")?.dataset.hasBackground,
    ).toBe("false");
    expect(screen.queryByAltText("The Porto Santo coast at golden hour")).toBeNull();
    expect(screen.getByRole("navigation", { name: "Main navigation" }).className).not.toContain(
      "overlay",
    );
  });

  it("falls back to a white placeholder when the background fails to load", () => {
    const { container } = renderInSite(<HeroHeader component={hero(HERO)} isFirst />);
    fireEvent.error(screen.getByAltText("The Porto Santo coast at golden hour"));
    expect(screen.queryByAltText("The Porto Santo coast at golden hour")).toBeNull();
    expect(screen.queryByRole("img", { name: "Failed" })).toBeNull();
    const placeholder = container.querySelector("[data-failed-background]");
    expect(placeholder?.tagName).toBe("SPAN");
    expect(placeholder?.closest("[data-has-background]")?.querySelector("h1")?.textContent).toBe(
      HERO.title,
    );
    const css = readFileSync(`${import.meta.dirname}/hero-header.module.css`, "utf8");
    expect(/\.background \.blank \{[^}]*background: #ffffff;/.exec(css)).not.toBeNull();
  });

  it("links every social network in a new tab under its name", () => {
    renderInSite(<HeroHeader component={hero(HERO)} isFirst />);
    const socials = screen.getByRole("list", { name: "Social media" });
    const links = within(socials).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("aria-label"))).toEqual([
      "Facebook",
      "Instagram",
      "WhatsApp",
    ]);
    expect(links.every((link) => link.getAttribute("target") === "_blank")).toBe(true);
    expect(links[2]?.getAttribute("href")).toBe("https://wa.me/351912345678");
  });

  it("points the bouncing arrow at the page's content, labelled in the page's language", () => {
    renderInSite(<HeroHeader component={hero(HERO)} isFirst />);
    const arrow = screen.getByRole("link", { name: "Scroll down" });
    expect(arrow.getAttribute("href")).toBe("#main");
    expect(arrow.getAttribute("target")).toBeNull();
    const pt = renderInSite(<HeroHeader component={hero(HERO)} isFirst />, { language: "pt" });
    expect(within(pt.container).getByRole("link", { name: "Deslizar para baixo" })).toBeDefined();
  });

  it("opens external buttons in a new tab and leaves unsafe links inert", () => {
    const component = hero({
      ...HERO,
      buttons: [
        { buttonText: "Partner site", buttonUrl: "https://example.com/", type: "secondary" },
        { buttonText: "Unsafe", buttonUrl: "/booking", type: "primary" },
      ],
    });
    const unsafe = component.data.buttons[1];
    if (unsafe !== undefined) unsafe.buttonUrl = "javascript:alert(1)";
    renderInSite(<HeroHeader component={component} isFirst />);
    const external = screen.getByRole("link", { name: "Partner site" });
    expect(external.getAttribute("target")).toBe("_blank");
    expect(external.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByText("Unsafe").closest("a")).toBeNull();
  });

  it("renders no empty field, button or social", () => {
    const data = {
      ...HERO,
      paragraph: "",
      buttons: [{ buttonText: "", buttonUrl: "/booking" }],
      headerSocials: [{ icon: "facebook", socialUrl: "" }],
    };
    const { container } = renderInSite(<HeroHeader component={hero(data)} isFirst />);
    expect(container.querySelector("h1")?.textContent).toBe(HERO.title);
    expect(container.querySelectorAll(".ilha-container p")).toHaveLength(0);
    expect(screen.queryByRole("link", { name: "Facebook" })).toBeNull();
    expect(screen.queryByRole("list", { name: "Social media" })).toBeNull();
  });

  it("keeps only the navigation bar when the hero has no content", () => {
    const { container } = renderInSite(<HeroHeader component={hero(EMPTY)} isFirst />);
    expect(screen.getByRole("navigation", { name: "Main navigation" })).toBeDefined();
    expect(container.querySelector("h1")).toBeNull();
    expect(screen.queryByRole("link", { name: "Scroll down" })).toBeNull();
  });

  it("has no axe violations", async () => {
    const { container } = renderInSite(<HeroHeader component={hero(HERO)} isFirst />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("hydrates the server markup without changes or errors", async () => {
    await expectHydrationUnchanged(<HeroHeader component={hero(HERO)} isFirst />);
  });
});

describe("hero header in edit mode", () => {
  it("keeps the empty title and paragraph editable with limits 30 and 500", () => {
    const { container } = renderInSite(<HeroHeader component={hero(EMPTY)} isFirst />, {
      mode: "edit",
    });
    // The header links in its bar are the site's, edited there too.
    const fields = [
      ...container.querySelectorAll<HTMLElement>('[contenteditable][data-scope="section"]'),
    ].map((field) => field.dataset.field);
    expect(fields).toEqual(["title", "paragraph"]);
    const title = container.querySelector<HTMLElement>('[data-field="title"]');
    if (title === null) throw new Error("the title is editable");
    fireEvent.focus(title);
    expect(screen.getByText("0/30")).toBeDefined();
    const paragraph = container.querySelector<HTMLElement>('[data-field="paragraph"]');
    if (paragraph === null) throw new Error("the paragraph is editable");
    fireEvent.focus(paragraph);
    expect(screen.getByText("0/500")).toBeDefined();
  });

  it("adds buttons up to 2 and socials up to 7", () => {
    const operations: OperationInput[] = [];
    const data = {
      ...HERO,
      buttons: [HERO.buttons[0], HERO.buttons[0]],
      headerSocials: Array.from({ length: 7 }, () => HERO.headerSocials[0]),
    };
    renderInSite(<HeroHeader component={hero(data)} isFirst />, {
      mode: "edit",
      onEdit: (edit) => operations.push(...edit),
    });
    expect(screen.getByRole("button", { name: "Add button" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Add social link" }).hasAttribute("disabled")).toBe(
      true,
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove button 2" }));
    expect(operations.at(-1)).toMatchObject({
      op: "removeItems",
      path: ["buttons"],
      index: 1,
      count: 1,
    });
  });

  it("offers to add a button and a social to an empty hero", () => {
    const operations: OperationInput[] = [];
    renderInSite(<HeroHeader component={hero(EMPTY)} isFirst />, {
      mode: "edit",
      onEdit: (edit) => operations.push(...edit),
    });
    fireEvent.click(screen.getByRole("button", { name: "Add button" }));
    expect(operations.at(-1)).toMatchObject({ op: "insertItems", path: ["buttons"], index: 0 });
    fireEvent.click(screen.getByRole("button", { name: "Add social link" }));
    expect(operations.at(-1)).toMatchObject({ path: ["headerSocials"] });
  });
});

describe("hero header config", () => {
  it("is in the header category and its defaults validate", () => {
    expect(heroHeaderConfig.category).toBe(SECTION_CATALOGUE["hero-header"].category);
    expect(heroHeaderData.safeParse(heroHeaderConfig.defaults()).success).toBe(true);
  });
});
