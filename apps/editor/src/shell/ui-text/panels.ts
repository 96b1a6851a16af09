import type { SitePanel } from "../../document/view-store.ts";

/** The texts of the site panels' rail beside the canvas. */
export const PANELS_TEXT = {
  sitePanels: "Site",
  loadingPanel: "Opening…",
  panelFailed: "This panel could not be opened.",
  editorFailed: "Something went wrong in the editor.",
  editsKept: "Your edits are kept on this device: reload the editor to go on.",
  reload: "Reload the editor",
  sectionFailed: (label: string) =>
    `This ${label} section could not be shown. Undo your last change, or reload the editor.`,
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
