import type { Page } from "playwright-core";

/** The edit kit's own controls (the publisher names CSS Modules `ilha-<file>__<class>`). */
export const KIT_CONTROLS = [
  "editable-inline-text",
  "editable-item-list",
  "link-editor",
  "image-editor",
  "logo-resizer",
  "enum-editor",
]
  .map((file) => `[class*="ilha-${file}__"]`)
  .join(", ");

export type Measured = { failures: string[]; measured: number; overImages: number };

/**
 * What axe cannot read, measured in the page from computed colours (each over the first opaque
 * surface behind it; a surface with an image cannot be measured and is counted apart):
 *
 * - placeholders: every shown placeholder ("Your text" in an empty inline text) against its
 *   surface, 4.5:1 (3:1 when large) as WCAG 1.4.3 asks of text; axe reads no generated content.
 * - focus rings: every focusable control matching `kitSelector`, focused in turn, must show an
 *   indicator 3:1 from its surface (WCAG 1.4.11): its outline colour itself, or a two-tone ring
 *   (an opaque halo around the outline, 3:1 from the outline and from the surface).
 */
export function readability(
  page: Page,
  kitSelector: string,
): Promise<{ placeholders: Measured; focusRings: Measured }> {
  return page.evaluate((selector) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const numbers = (value.match(/[\d.]+/g) ?? []).map(Number);
      const scale = value.startsWith("color(srgb") ? 255 : 1;
      const [r = 0, g = 0, b = 0, a = 1] = numbers;
      return [r * scale, g * scale, b * scale, a];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba =>
      [0, 1, 2]
        .map((i) => (top[i] ?? 0) * top[3] + (bottom[i] ?? 0) * (1 - top[3]))
        .concat(1) as Rgba;
    const luminance = (color: Rgba) =>
      [0, 1, 2]
        .map((i) => {
          const channel = (color[i] ?? 0) / 255;
          return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        })
        .reduce((sum, channel, i) => sum + channel * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);
    const contrast = (a: Rgba, b: Rgba) => {
      const [lighter = 0, darker = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (lighter + 0.05) / (darker + 0.05);
    };
    const hex = (color: Rgba) =>
      `#${color
        .slice(0, 3)
        .map((channel) => Math.round(channel).toString(16).padStart(2, "0"))
        .join("")}`;
    /** The surface behind `from` and the opacity it is painted with, or undefined over an image. */
    const surfaceOf = (from: Element | null): { surface: Rgba; opacity: number } | undefined => {
      const layers: Rgba[] = [];
      let opacity = 1;
      for (let node = from; node !== null; node = node.parentElement) {
        const style = getComputedStyle(node);
        opacity *= Number(style.opacity);
        if (style.backgroundImage !== "none") return undefined;
        const background = parse(style.backgroundColor);
        if (background[3] > 0) layers.push(background);
        if (background[3] === 1) break;
      }
      const white: Rgba = [255, 255, 255, 1];
      return { surface: layers.reduceRight((below, layer) => over(layer, below), white), opacity };
    };
    const sectionOf = (element: Element) =>
      element.closest("[data-section]")?.getAttribute("data-section") ?? "page";

    const placeholders = { failures: [] as string[], measured: 0, overImages: 0 };
    for (const element of document.querySelectorAll<HTMLElement>("[contenteditable]")) {
      const placeholder = getComputedStyle(element, "::before");
      if (element.textContent !== "" || placeholder.content === "none") continue;
      if (element.getClientRects().length === 0) continue;
      const behind = surfaceOf(element);
      if (behind === undefined) {
        placeholders.overImages += 1;
        continue;
      }
      const opacity = behind.opacity * Number(placeholder.opacity);
      const color = parse(placeholder.color);
      const text = over([color[0], color[1], color[2], color[3] * opacity], behind.surface);
      const ratio = contrast(text, behind.surface);
      const size = Number.parseFloat(placeholder.fontSize);
      const isLarge = size >= 24 || (size >= 18.66 && Number(placeholder.fontWeight) >= 700);
      placeholders.measured += 1;
      if (ratio < (isLarge ? 3 : 4.5)) {
        placeholders.failures.push(
          `${sectionOf(element)} ${element.dataset.field}: ${placeholder.content} ${ratio.toFixed(2)}:1 (${hex(color)} at opacity ${opacity} on ${hex(behind.surface)})`,
        );
      }
    }

    const focusRings = { failures: [] as string[], measured: 0, overImages: 0 };
    const seen = new Set<string>();
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.tabIndex < 0 || element.getClientRects().length === 0) continue;
      if (element.matches(":disabled")) continue;
      element.focus({ preventScroll: true });
      if (document.activeElement !== element) continue;
      const behind = surfaceOf(element.parentElement);
      if (behind === undefined) {
        focusRings.overImages += 1;
        continue;
      }
      const { surface } = behind;
      const style = getComputedStyle(element);
      const hasOutline =
        style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2;
      const outline = over(parse(style.outlineColor), surface);
      const halo = (style.boxShadow.match(/(?:rgba?|color)\([^)]*\)[^,]*/g) ?? [])
        .map((shadow) => {
          const color = parse(shadow.slice(0, shadow.indexOf(")") + 1));
          const [x = 1, y = 1, blur = 1, spread = 0] = (
            shadow.slice(shadow.indexOf(")") + 1).match(/-?[\d.]+/g) ?? []
          ).map(Number);
          return x === 0 && y === 0 && blur === 0 && spread >= 2 && color[3] === 1
            ? color
            : undefined;
        })
        .find((color) => color !== undefined);
      const isClear =
        hasOutline &&
        (contrast(outline, surface) >= 3 ||
          (halo !== undefined && contrast(outline, halo) >= 3 && contrast(halo, surface) >= 3));
      focusRings.measured += 1;
      const name = element.className.toString().split(" ")[0] || element.tagName;
      const key = `${name} ${hex(outline)} ${halo === undefined ? "" : hex(halo)} ${hex(surface)}`;
      if (!isClear && !seen.has(key)) {
        seen.add(key);
        const what = element.getAttribute("aria-label") ?? element.dataset.field ?? "";
        const ring = hasOutline ? `${style.outlineWidth} ${hex(outline)}` : "none";
        const withHalo = halo === undefined ? "" : ` with a ${hex(halo)} halo`;
        focusRings.failures.push(
          `${sectionOf(element)}: ${name} (${what}) outline ${ring}${withHalo} on ${hex(surface)}: ${contrast(outline, surface).toFixed(2)}:1`,
        );
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return { placeholders, focusRings };
  }, kitSelector);
}
