import type { ComponentType } from "react";
import type { EditorSession } from "../document/editor-session.ts";
import type { SitePanel } from "../document/view-store.ts";
import { LanguagesPanel } from "./languages/languages-panel.tsx";

/** What every site panel is given. */
export type SitePanelProps = {
  session: EditorSession;
  siteId: string;
  /** The site is shared with this person (a collaborator, not its owner). */
  isShared: boolean;
  announce: (message: string) => void;
};

export type SitePanelEntry = {
  View: ComponentType<SitePanelProps>;
  /** Hidden from collaborators (the inbox, sharing). */
  isOwnerOnly?: boolean;
};

/** The site panels built so far, in the rail's order (`SITE_PANELS`). */
export const SITE_PANEL_VIEWS: Partial<Record<SitePanel, SitePanelEntry>> = {
  languages: { View: LanguagesPanel },
};
