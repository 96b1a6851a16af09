/**
 * Spec §3 crop parameters, as the editor's crop tool writes them: the owner framed the image in a
 * container `containerWidth` px wide, drawing the image `width` px wide with its top-left corner
 * `left` and `top` px from the container's (negative: shifted left or up), then `transform`.
 */
export type CropParams = {
  containerWidth: number;
  width: number;
  left: number;
  top: number;
  transform?: string | undefined;
};

/** A crop as fractions of the container's width, so it scales with the place the image shows. */
export type CropLayout = {
  /** The image's width, in % of the container's width. */
  widthPercent: number;
  /** The image's left and top offsets, in % of the container's width. */
  leftPercent: number;
  topPercent: number;
  transform?: string;
};

/** Crops beyond these bounds are no crop an editor makes (and would draw nothing visible). */
const MAX_SCALE = 50;

/**
 * How an image shows with its crop, or `undefined` when it has none (then it fills its place as
 * it would uncropped): a missing or empty container, a zero or absurd width, or offsets that
 * leave the container empty.
 */
export function cropLayout(crop: CropParams | undefined): CropLayout | undefined {
  if (crop === undefined) return undefined;
  const { containerWidth, width, left, top } = crop;
  if (![containerWidth, width, left, top].every(Number.isFinite)) return undefined;
  if (containerWidth <= 0 || width <= 0 || width > containerWidth * MAX_SCALE) return undefined;
  if (left >= containerWidth || left + width <= 0) return undefined;
  const percent = (value: number) => Math.round((value / containerWidth) * 1e6) / 1e4;
  const transform = safeTransform(crop.transform);
  return {
    widthPercent: percent(width),
    leftPercent: percent(left),
    topPercent: percent(top),
    ...(transform === undefined ? {} : { transform }),
  };
}

const NUMBER = String.raw`-?\d{1,6}(?:\.\d{1,6})?`;
const FUNCTIONS: Record<string, RegExp> = {
  translate: new RegExp(`^(${NUMBER})(px|%)?\\s*(?:,\\s*(${NUMBER})(px|%)?)?$`),
  translateX: new RegExp(`^(${NUMBER})(px|%)?$`),
  translateY: new RegExp(`^(${NUMBER})(px|%)?$`),
  scale: new RegExp(`^(${NUMBER})(?:\\s*,\\s*(${NUMBER}))?$`),
  rotate: new RegExp(`^(${NUMBER})deg$`),
};
const CALL = /([A-Za-z]+)\(([^()]*)\)/gy;

/**
 * The part of a stored `transform` a page may apply: only translate, translateX/Y (px or %),
 * scale and rotate (deg) with plain numbers, rewritten from what was parsed; anything else
 * (another function, a unit, `url(…)`, a stray character) means no transform at all.
 */
export function safeTransform(input: string | undefined): string | undefined {
  if (input === undefined) return undefined;
  const text = input.trim();
  if (text === "" || text.length > 200) return undefined;
  const parts: string[] = [];
  CALL.lastIndex = 0;
  let at = 0;
  while (at < text.length) {
    CALL.lastIndex = at;
    const call = CALL.exec(text);
    if (call === null) return undefined;
    const [whole, name = "", args = ""] = call;
    const rule = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
    const parsed = rule?.exec(args.trim());
    if (parsed === null || parsed === undefined) return undefined;
    parts.push(`${name}(${args.trim().replace(/\s*,\s*/, ", ")})`);
    at += whole.length;
    while (text[at] === " ") at += 1;
  }
  return parts.length === 0 ? undefined : parts.join(" ");
}
