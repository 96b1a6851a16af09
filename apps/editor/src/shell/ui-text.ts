import { ACCOUNT_TEXT } from "./ui-text/account.ts";
import { CHECKS_TEXT } from "./ui-text/checks.ts";
import { COMMANDS_TEXT } from "./ui-text/commands.ts";
import { EDITING_TEXT } from "./ui-text/editing.ts";
import { INBOX_TEXT } from "./ui-text/inbox.ts";
import { LANGUAGES_TEXT } from "./ui-text/languages.ts";
import { MEDIA_TEXT } from "./ui-text/media.ts";
import { PAGES_TEXT } from "./ui-text/pages.ts";
import { PANELS_TEXT } from "./ui-text/panels.ts";
import { PUBLISH_TEXT } from "./ui-text/publish.ts";
import { SETTINGS_TEXT } from "./ui-text/settings.ts";
import { SHARING_TEXT } from "./ui-text/sharing.ts";
import { SITE_FILE_TEXT } from "./ui-text/site-file.ts";
import { SITE_SETTINGS_TEXT } from "./ui-text/site-settings.ts";
import { THEME_TEXT } from "./ui-text/theme.ts";

/** Every text of the editor's interface, in one catalogue (a file of it per part of the editor). */
export const EDITOR_TEXT = {
  ...ACCOUNT_TEXT,
  ...EDITING_TEXT,
  ...SETTINGS_TEXT,
  ...MEDIA_TEXT,
  ...PUBLISH_TEXT,
  ...CHECKS_TEXT,
  ...PANELS_TEXT,
  ...PAGES_TEXT,
  ...THEME_TEXT,
  ...LANGUAGES_TEXT,
  ...INBOX_TEXT,
  ...SHARING_TEXT,
  ...SITE_SETTINGS_TEXT,
  ...SITE_FILE_TEXT,
  ...COMMANDS_TEXT,
} as const;
