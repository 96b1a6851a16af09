/// <reference types="node" />
import { readFileSync } from "node:fs";
import { screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderInSite } from "../../test-support/render-section.tsx";
import styles from "./image.module.css";
import { Image } from "./image.tsx";

const SET = {
  small: { url: "/images/boat-480.webp", width: 480, height: 320 },
  medium: { url: "/images/boat-768.webp", width: 768, height: 512 },
};

/** The test runner does not load CSS modules: the image's sheet is added with its class names. */
const sheet = document.createElement("style");

beforeAll(() => {
  const css = readFileSync(`${import.meta.dirname}/image.module.css`, "utf8");
  sheet.textContent = css.replace(/\.([a-z][a-zA-Z]*)\b/g, (_, name: string) => `.${styles[name]}`);
  document.head.append(sheet);
});

afterAll(() => {
  sheet.remove();
});

/**
 * The words, duration and delay (in seconds) of an `animation` shorthand: its first time is the
 * duration, its second the delay.
 */
function animationOf(shorthand: string) {
  const times = [...shorthand.matchAll(/(?<![\w-])(\d*\.?\d+)(m?s)\b/g)].map(([, value, unit]) =>
    unit === "ms" ? Number(value) / 1000 : Number(value),
  );
  return { words: shorthand.split(/\s+/), duration: times[0], delay: times[1] };
}

describe("image", () => {
  it("fades in over 1.5 s after a 0.1 s delay", () => {
    renderInSite(<Image src="/images/boat-768.webp" set={SET} alt="A boat" sizes="100vw" />);
    const image = screen.getByAltText("A boat");
    expect(image.classList.contains(styles.fade ?? "")).toBe(true);
    const style = getComputedStyle(image);
    const { words, duration, delay } = animationOf(style.animation);
    expect(words).toContain("image-fade-in");
    expect(duration).toBe(1.5);
    expect(delay).toBe(0.1);
  });

  it("fades from transparent to opaque", () => {
    const css = readFileSync(`${import.meta.dirname}/image.module.css`, "utf8");
    expect(css).toMatch(
      /@keyframes image-fade-in \{\s*from \{\s*opacity: 0;\s*\}\s*to \{\s*opacity: 1;\s*\}/,
    );
  });

  it("shows a priority image at once, without the fade", () => {
    renderInSite(
      <Image src="/images/boat-768.webp" set={SET} alt="A boat" sizes="100vw" isPriority />,
    );
    const image = screen.getByAltText("A boat");
    expect(image.classList.contains(styles.fade ?? "")).toBe(false);
    expect(animationOf(getComputedStyle(image).animation).words).not.toContain("image-fade-in");
  });
});
