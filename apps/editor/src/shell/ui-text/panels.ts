import type { SitePanel } from "../../document/view-store.ts";

/** The texts of the site panels' rail beside the canvas. */
export const PANELS_TEXT = {
  sitePanels: "Site",
  loadingPanel: "Opening…",
  panelNames: {
    pages: "Pages",
    theme: "Theme",
    languages: "Languages",
    settings: "Settings",
    media: "Media",
    inbox: "Inbox",
    sharing: "Sharing",
    account: "Account",
  } satisfies Record<SitePanel, string>,
} as const;
