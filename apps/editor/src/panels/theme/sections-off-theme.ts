import { type OperationInput, primaryLanguage, type Site } from "@ilha/core";

/**
 * The sections, on every page, whose own colour mode is not the theme's: each section stores its
 * mode (the same in every language), so the theme's shows on none of these.
 */
export function sectionsOffTheme(site: Site): { pagePath: string; sectionId: string }[] {
  const pages = site.content[primaryLanguage(site).lang.code]?.pages ?? [];
  return pages.flatMap((page) =>
    page.components
      .filter((component) => component.colorMode !== site.theme.colorMode)
      .map((component) => ({ pagePath: page.path, sectionId: component.id })),
  );
}

/** The edits giving every section the theme's colour mode: one step of the history. */
export function themeModeForAll(site: Site): OperationInput[] {
  return sectionsOffTheme(site).map(({ pagePath, sectionId }) => ({
    op: "setSectionLook",
    pagePath,
    sectionId,
    colorMode: site.theme.colorMode,
  }));
}
