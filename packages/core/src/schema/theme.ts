import { z } from "zod";
import { ERRORS } from "../errors.ts";
import { LIMITS } from "../limits.ts";
import { parseHexColor } from "../rules/hex-color.ts";
import { colorMode, orientation } from "./primitives.ts";

export const hexColor = z.string().refine((value) => parseHexColor(value).ok, {
  error: ERRORS.badHex.message,
});

export const look = z.enum(["ROUNDED", "CORNERED", "SHARP"]);
export const buttonVariant = z.enum(["LIGHT", "DARK"]);

const fontFamily = z.string().regex(/^[A-Za-z0-9 -]{1,64}$/, { error: "Use a font family name" });

export const theme = z.strictObject({
  colorMode: colorMode.default("LIGHT"),
  look: look.default("ROUNDED"),
  /** Each look comes with a LIGHT and a DARK button variant. */
  buttonVariant: buttonVariant.default("DARK"),
  orientation: orientation.default("LEFT"),
  fontSize: z
    .number()
    .int()
    .min(LIMITS.fontScale.desktop.min)
    .max(LIMITS.fontScale.desktop.max)
    .default(LIMITS.fontScale.desktop.default),
  palette: z.strictObject({
    primary: hexColor,
    secondary: hexColor,
    accent: hexColor.optional(),
  }),
  primaryFont: fontFamily,
  secondaryFont: fontFamily,
});
export type Theme = z.infer<typeof theme>;

export const breakpointName = z.enum(["small", "medium", "large", "xlarge"]);
export type BreakpointName = z.infer<typeof breakpointName>;

/** Spec §9: up to 480 small, up to 768 medium, up to 1440 large, else xlarge. */
export function breakpointFor(width: number): BreakpointName {
  const { small, medium, large } = LIMITS.breakpoints;
  if (width <= small) return "small";
  if (width <= medium) return "medium";
  if (width <= large) return "large";
  return "xlarge";
}
