import type { ColorMode, Orientation, Theme } from "@ilha/core";
import type { ContrastFill, ContrastText } from "../../panels/theme/theme-contrast.ts";

type Look = Theme["look"];
type ButtonVariant = Theme["buttonVariant"];

const COLOR_MODES: Record<ColorMode, string> = {
  LIGHT: "Light",
  DARK: "Dark",
  EXTRALIGHT: "Extra light",
};
const LOOKS: Record<Look, string> = { ROUNDED: "Rounded", CORNERED: "Cornered", SHARP: "Sharp" };
const BUTTON_VARIANTS: Record<ButtonVariant, string> = {
  LIGHT: "Light: a pale fill, lettered in the primary colour",
  DARK: "Dark: a deep fill with white text",
};
const ORIENTATIONS: Record<Orientation, string> = { LEFT: "Left", RIGHT: "Right" };

const CONTRAST_TEXTS: Record<ContrastText, string> = {
  white: "White text",
  dark: "Dark text",
  primaryTint: "Primary-coloured text",
};
const CONTRAST_FILLS: Record<ContrastFill, string> = {
  primary: "the primary colour",
  primaryHover: "the primary colour's hover shade",
  secondary: "the secondary colour",
  darkButton: "dark buttons",
  darkButtonHover: "dark buttons on hover",
  lightButton: "light buttons",
  lightButtonHover: "light buttons on hover",
};

/** The texts of the theme panel. */
export const THEME_TEXT = {
  theme: {
    colorsHeading: "Colours",
    shapeHeading: "Shapes and layout",
    textHeading: "Text",
    colorMode: "Colour mode",
    colorModeOption: (mode: ColorMode) => COLOR_MODES[mode],
    sectionsOwnMode: (count: number, mode: string) =>
      count === 1
        ? `1 section sets its own colour mode, so the theme's (${mode}) does not show on it.`
        : `${count} sections set their own colour mode, so the theme's (${mode}) does not show on them.`,
    applyModeToAll: (mode: string) => `Use ${mode} on every section`,
    modeAppliedToAll: (mode: string, count: number) =>
      count === 1 ? `${mode} set on 1 section` : `${mode} set on ${count} sections`,
    look: "Look",
    lookOption: (look: Look) => LOOKS[look],
    buttonVariant: "Button style",
    buttonVariantOption: (variant: ButtonVariant) => BUTTON_VARIANTS[variant],
    orientation: "Orientation",
    orientationOption: (orientation: Orientation) => ORIENTATIONS[orientation],
    primaryColor: "Primary colour",
    secondaryColor: "Secondary colour",
    accentColor: "Accent colour",
    /** The colour picker beside a hex field: "Pick the primary colour". */
    pickColor: (label: string) => `Pick the ${label.toLowerCase()}`,
    pickUnsetColor: (label: string) => `Pick the ${label.toLowerCase()} (none set)`,
    noColor: "None",
    hexHint: "A hex colour of 3 or 6 digits, such as #0e5a8a. Press Enter to apply.",
    accentHint: "Optional: leave empty to use the primary colour. Press Enter to apply.",
    primaryFont: "Heading font",
    secondaryFont: "Body font",
    fontHint: "A font family name, such as Open Sans. Press Enter to apply.",
    fontSize: "Text size (pixels)",
    fontSizeHint: (min: number, max: number) => `From ${min} to ${max}, on wide screens.`,
    contrastHeading: (min: number) => `Some text will be hard to read (below ${min}:1 contrast)`,
    /** A pair below the contrast minimum: "White text on the primary colour: 2.9:1". */
    contrastPair: (text: ContrastText, fill: ContrastFill, ratio: string) =>
      `${CONTRAST_TEXTS[text]} on ${CONTRAST_FILLS[fill]}: ${ratio}:1`,
    contrastAdvice: "Choose a darker or lighter colour to make it readable for every visitor.",
  },
} as const;
