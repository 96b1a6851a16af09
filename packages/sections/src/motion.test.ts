import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = import.meta.dirname;

/** Every stylesheet of the sections and widgets, with its path from `src`. */
const stylesheets = readdirSync(root, { recursive: true, encoding: "utf8" })
  .filter((path) => path.endsWith(".css"))
  .map((path) => ({
    path: relative(root, join(root, path)),
    css: readFileSync(join(root, path), "utf8"),
  }));

const seconds = (time: string) =>
  time.endsWith("ms") ? Number.parseFloat(time) / 1000 : Number.parseFloat(time);

/**
 * How long one `animation` shorthand moves, in seconds: its delay, then its duration times its
 * iteration count (Infinity for `infinite`).
 */
function motionSeconds(shorthand: string): number {
  const words = shorthand.trim().split(/\s+/);
  const [duration = 0, delay = 0] = words.filter((word) => /^[\d.]+m?s$/.test(word)).map(seconds);
  const count = words.includes("infinite")
    ? Number.POSITIVE_INFINITY
    : Number(words.find((word) => /^\d+(\.\d+)?$/.test(word)) ?? 1);
  return delay + duration * count;
}

describe("the sections' motion", () => {
  it("reads an animation's length", () => {
    expect(motionSeconds("hero-bounce 2.4s ease-in-out 2")).toBeCloseTo(4.8);
    expect(motionSeconds("fade 1.5s ease 0.1s both")).toBeCloseTo(1.6);
    expect(motionSeconds("rise 200ms ease-out")).toBeCloseTo(0.2);
    expect(motionSeconds("spin 1s linear infinite")).toBe(Number.POSITIVE_INFINITY);
  });

  // WCAG 2.2.2: moving content that starts by itself and runs beside other content stops within
  // 5 s. An endless animation also keeps the browser drawing at every refresh.
  it("stops every animation within 5 seconds", () => {
    const animations = stylesheets.flatMap(({ path, css }) =>
      [...css.matchAll(/(?<![-\w])animation:\s*([^;]+);/g)]
        .map((match) => match[1] ?? "")
        .filter((value) => value.trim() !== "none")
        .map((value) => ({ path, value, seconds: motionSeconds(value) })),
    );
    expect(animations.length).toBeGreaterThan(2);
    expect(animations.filter((animation) => animation.seconds > 5)).toEqual([]);
  });
});
