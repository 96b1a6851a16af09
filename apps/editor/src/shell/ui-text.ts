import { ACCOUNT_TEXT } from "./ui-text/account.ts";
import { EDITING_TEXT } from "./ui-text/editing.ts";
import { MEDIA_TEXT } from "./ui-text/media.ts";
import { PUBLISH_TEXT } from "./ui-text/publish.ts";
import { SETTINGS_TEXT } from "./ui-text/settings.ts";

/** Every text of the editor's interface, in one catalogue (a file of it per part of the editor). */
export const EDITOR_TEXT = {
  ...ACCOUNT_TEXT,
  ...EDITING_TEXT,
  ...SETTINGS_TEXT,
  ...MEDIA_TEXT,
  ...PUBLISH_TEXT,
} as const;
