/** The texts of publishing (publish, versions, restore, unpublish). */
export const PUBLISH_TEXT = {
  publish: "Publish",
  publishing: "Publishing…",
  publishedNow: "Published: your site is live",
  publishStates: {
    published: "Published · no changes since",
    changed: "Changes not published yet",
    unpublished: "Unpublished: visitors do not see your site",
    draft: "Not published yet",
  },
  publishUnsaved: "Your latest changes are not saved yet. Publish again once they are.",
  publishVersions: "Versions",
  publishVersionsTitle: "Published versions",
  publishVersionsLoading: "Loading versions…",
  publishVersionsNone: "Nothing published yet. Publish to make your site live.",
  publishVersion: (number: number) => `Version ${number}`,
  publishVersionDate: (when: string) => `Published ${when}`,
  publishLive: "Live",
  publishRestore: "Restore",
  publishRestoreLabel: (number: number) => `Restore version ${number}`,
  publishRestoreTitle: (number: number) => `Make version ${number} live again?`,
  publishRestoreWarning:
    "Visitors see this version from now on. Your draft stays as it is, with your latest changes.",
  publishRestoreConfirm: "Restore version",
  publishRestoredNow: (number: number) => `Version ${number} is live again`,
  publishUnpublish: "Unpublish",
  publishUnpublishTitle: "Unpublish your site?",
  publishUnpublishWarning:
    "Visitors will no longer see your site. Its versions are kept: you can publish or restore one again.",
  publishUnpublishConfirm: "Unpublish site",
  publishUnpublishedNow: "Your site is unpublished",
  publishNewTab: "(opens in a new tab)",
} as const;
