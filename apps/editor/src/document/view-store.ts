import { createStore, type StoreApi } from "zustand/vanilla";

/** The canvas's widths (spec: mobile 375, tablet 768, desktop 1440) or the window's own. */
export const CANVAS_WIDTHS = { mobile: 375, tablet: 768, desktop: 1440, fit: undefined } as const;
export type CanvasWidth = keyof typeof CANVAS_WIDTHS;

/** The site's panels beside the canvas, in the order the editor offers them. */
export const SITE_PANELS = [
  "pages",
  "theme",
  "languages",
  "settings",
  "media",
  "inbox",
  "sharing",
  "account",
] as const;
export type SitePanel = (typeof SITE_PANELS)[number];

/** What the owner is looking at: the page and language edited, the selection, the width. */
export type ViewState = {
  language: string;
  pagePath: string;
  /** The selected section's id. */
  selectedId: string | undefined;
  /** A section whose handle takes the keyboard's focus (one just inserted), once. */
  focusId: string | undefined;
  width: CanvasWidth;
  /** The page as a visitor sees it (view mode), instead of edit mode. */
  isPreview: boolean;
  /** The site panel open beside the canvas, if any. */
  panel: SitePanel | undefined;
  /** The section whose settings are open beside the canvas (instead of a site panel), if any. */
  settingsId: string | undefined;
  /**
   * The section library, open to insert before a section (`null`: at the page's end), if open;
   * `request` counts the owner's asks to open it, each of which brings the focus to it.
   */
  library: { beforeId: string | null; request?: number } | undefined;
  /**
   * Whether the page shows the site's cookie banner: until the owner presses one of its buttons,
   * and again when they open its texts to edit.
   */
  isConsentBannerShown: boolean;
  /**
   * A notice offering to undo the step just taken (a section deleted), shown for a few seconds;
   * `key` tells one deletion's notice from the next one's.
   */
  undoNotice: { message: string; key: number } | undefined;
};

export type ViewStore = StoreApi<ViewState>;

export function createViewStore(initial: {
  language: string;
  pagePath?: string;
  isConsentBannerShown?: boolean;
}): ViewStore {
  return createStore<ViewState>(() => ({
    language: initial.language,
    pagePath: initial.pagePath ?? "/",
    selectedId: undefined,
    focusId: undefined,
    width: "fit",
    isPreview: false,
    panel: undefined,
    settingsId: undefined,
    library: undefined,
    isConsentBannerShown: initial.isConsentBannerShown ?? true,
    undoNotice: undefined,
  }));
}
