import { capitalised } from "./field-name.ts";

const IN = " · ";

/** The texts of the settings panel: the selected section's fields that are not edited on the page. */
export const SETTINGS_TEXT = {
  settingsOf: (kind: string) => `${kind} settings`,
  settingsNone: "This section has no settings besides what you edit on the page.",
  settingsSectionGone: "This section is no longer on this page.",
  /** A list item as the owner counts it: ("plan", 2) → "Plan 2". */
  settingsItem: (itemLabel: string, position: number) => `${capitalised(itemLabel)} ${position}`,
  /** An item offered by a choice of one: "Plan 2 · Citadino" (its name, when it has one). */
  settingsItemChoice: (item: string, name: string) =>
    name.trim() === "" ? item : `${item} · ${name.trim()}`,
  /** List items and groups, as the title of their fields: "Feature row 1 · Card 2". */
  settingsScope: (scope: readonly string[]) => scope.join(IN),
  /** What a field's name starts with inside list items or groups: "Plan 2 · " (Plan name…). */
  settingsInScope: (scope: readonly string[]) => scope.map((part) => `${part}${IN}`).join(""),
  /** An option of core's as the owner reads it: "center" → "Center". */
  settingsOption: capitalised,
  settingsRange: (min: number, max: number) => `From ${min} to ${max}`,
  settingsEmbedHint: "The map's embed address from the maps service (Share → Embed a map).",
  settingsIconHint: "Choose one from the icons, or type its name.",
  settingsIconsShow: "Icons",
  settingsIconsOf: (name: string) => `Icons for ${name}`,
  settingsValueHint: (max: number) => `Up to ${max} characters.`,
  settingsAltHint: (max: number) =>
    `What the image shows, for people who cannot see it, in the language in view. Up to ${max} characters.`,
} as const;
