/** The texts of the site's file: download a copy of the draft, replace it from a file. */
export const SITE_FILE_TEXT = {
  siteFile: {
    heading: "Site file",
    hint: "The whole site (pages, texts, theme, settings) as one file: keep a copy, or bring one back.",
    download: "Download the site file",
    downloaded: (fileName: string) => `${fileName} downloaded`,
    restore: "Replace from a file…",
    restoreTitle: "Replace the site from a file",
    restoreWarning:
      "The draft becomes the file's site, for you and your collaborators. This cannot be undone: download the current site file first if you may want it back. The published site does not change until you publish.",
    chooseFile: "Choose a site file…",
    notJson: "This file is not a site file: it is not JSON.",
    unreadable: "This file could not be read. Choose it again, or another one.",
    problemsHeading: "What the file gets wrong:",
    moreProblems: (count: number) => `…and ${count} more.`,
    summary: ({ name, pages, languages }: { name: string; pages: number; languages: number }) =>
      `${name}: ${pages} ${pages === 1 ? "page" : "pages"} in ${languages} ${languages === 1 ? "language" : "languages"}.`,
    replace: "Replace the draft",
    replacing: "Replacing…",
    cancel: "Cancel",
    replaced: (name: string) => `The draft is now ${name}, from the file.`,
    unsaved: "Some edits are not saved yet: wait until they are, then replace.",
  },
} as const;
