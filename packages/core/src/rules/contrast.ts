import { parseHexColor } from "./hex-color.ts";

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const parsed = parseHexColor(hex);
  const digits = parsed.ok ? parsed.hex.slice(1) : "000000";
  return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)) as Rgb;
}

function hexOf(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}

/** `hex` mixed with white, keeping `amount` (0 to 1) of the colour. */
export function mixWithWhite(hex: string, amount: number): string {
  return hexOf(rgbOf(hex).map((channel) => 255 - (255 - channel) * amount) as Rgb);
}

/** WCAG relative luminance of a hex colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA: the least contrast body text may have against its background. */
export const MIN_TEXT_CONTRAST = 4.5;

export const TEXT_ON_LIGHT = "#14202b";
export const TEXT_ON_DARK = "#ffffff";

/** The text colour (near-black or white) that reads best on a background. */
export function readableOn(background: string): string {
  return contrastRatio(background, TEXT_ON_LIGHT) >= contrastRatio(background, TEXT_ON_DARK)
    ? TEXT_ON_LIGHT
    : TEXT_ON_DARK;
}

/**
 * `color`, mixed toward black or white just enough to reach `ratio` against `background`
 * (by default `MIN_TEXT_CONTRAST`), so a site's own palette stays recognisable and readable.
 */
export function withContrast({
  color,
  background,
  ratio = MIN_TEXT_CONTRAST,
}: {
  color: string;
  background: string;
  ratio?: number;
}): string {
  const target: Rgb = relativeLuminance(background) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  const start = rgbOf(color);
  for (let step = 0; step <= 20; step += 1) {
    const amount = step / 20;
    const mixed = hexOf(
      start.map((channel, index) => channel + ((target[index] ?? 0) - channel) * amount) as Rgb,
    );
    if (contrastRatio(mixed, background) >= ratio) return mixed;
  }
  return hexOf(target);
}
