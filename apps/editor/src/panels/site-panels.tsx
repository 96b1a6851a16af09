import { type ComponentType, lazy } from "react";
import type { EditorSession } from "../document/editor-session.ts";
import type { SitePanel } from "../document/view-store.ts";

/** What every site panel is given. */
export type SitePanelProps = {
  session: EditorSession;
  siteId: string;
  /** The site is shared with this person (a collaborator, not its owner). */
  isShared: boolean;
  announce: (message: string) => void;
};

/** The site a part of a panel works on: its session, and who edits it. */
export type PanelSite = Pick<SitePanelProps, "session" | "siteId" | "isShared">;

export type SitePanelEntry = {
  View: ComponentType<SitePanelProps>;
  /** Hidden from collaborators (the inbox, sharing). */
  isOwnerOnly?: boolean;
};

/** Each panel is its own chunk, loaded when first opened: the editor opens with none of them. */
function panel(load: () => Promise<ComponentType<SitePanelProps>>): ComponentType<SitePanelProps> {
  const View = lazy(async () => ({ default: await load() }));
  return (props: SitePanelProps) => <View {...props} />;
}

/** The site panels, in the rail's order (`SITE_PANELS`). */
export const SITE_PANEL_VIEWS: Partial<Record<SitePanel, SitePanelEntry>> = {
  pages: {
    View: panel(() => import("./pages/pages-panel.tsx").then((module) => module.PagesPanel)),
  },
  theme: {
    View: panel(() => import("./theme/theme-panel.tsx").then((module) => module.ThemePanel)),
  },
  languages: {
    View: panel(() =>
      import("./languages/languages-panel.tsx").then((module) => module.LanguagesPanel),
    ),
  },
  settings: {
    View: panel(() =>
      import("./settings/site-settings-panel.tsx").then((module) => module.SiteSettingsPanel),
    ),
  },
  media: {
    View: panel(() => import("./media/media-panel.tsx").then((module) => module.MediaPanel)),
  },
  inbox: {
    View: panel(() => import("./inbox/inbox-panel.tsx").then((module) => module.InboxPanel)),
    isOwnerOnly: true,
  },
  sharing: {
    View: panel(() => import("./sharing/sharing-panel.tsx").then((module) => module.SharingPanel)),
    isOwnerOnly: true,
  },
  account: {
    View: panel(() => import("./account/account-panel.tsx").then((module) => module.AccountPanel)),
  },
};
