import type { ComponentType } from "react";
import type { EditorSession } from "../document/editor-session.ts";
import type { SitePanel } from "../document/view-store.ts";
import { AccountPanel } from "./account/account-panel.tsx";
import { InboxPanel } from "./inbox/inbox-panel.tsx";
import { LanguagesPanel } from "./languages/languages-panel.tsx";
import { MediaPanel } from "./media/media-panel.tsx";
import { PagesPanel } from "./pages/pages-panel.tsx";
import { SiteSettingsPanel } from "./settings/site-settings-panel.tsx";
import { SharingPanel } from "./sharing/sharing-panel.tsx";
import { ThemePanel } from "./theme/theme-panel.tsx";

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
  pages: { View: PagesPanel },
  theme: { View: ThemePanel },
  languages: { View: LanguagesPanel },
  settings: { View: SiteSettingsPanel },
  media: { View: MediaPanel },
  inbox: { View: InboxPanel, isOwnerOnly: true },
  sharing: { View: SharingPanel, isOwnerOnly: true },
  account: { View: AccountPanel },
};
