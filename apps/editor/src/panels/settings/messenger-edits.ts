import {
  MESSENGER_SETTINGS_FIELDS,
  type MessengerName,
  type Messengers,
  type OperationInput,
} from "@ilha/core";
import { newMessengerItem } from "@ilha/sections";

/**
 * The edit that shows or hides a messenger: its `isActive` when the widget lists it; else the
 * messenger added with core's chat-card defaults (spec §3), its card's texts in each of
 * `languages` (the site's languages with content) as a section from the library has them, and
 * the widget with it when the language has none.
 */
export function messengerActiveEdit({
  messengers,
  name,
  isActive,
  siteName,
  language,
  languages,
}: {
  messengers: Messengers | undefined;
  name: MessengerName;
  isActive: boolean;
  siteName: string;
  language: string;
  languages: readonly string[];
}): OperationInput {
  const index = messengers?.data.findIndex((item) => item.name === name) ?? -1;
  if (messengers !== undefined && index >= 0) {
    return {
      op: "setSiteField",
      language,
      path: ["messengers", "data", index, "isActive"],
      value: isActive,
    };
  }
  const itemIn = (code: string) => ({
    ...newMessengerItem({ siteName, language: code }),
    name,
    isActive,
  });
  const itemsByLanguage = Object.fromEntries(languages.map((code) => [code, [itemIn(code)]]));
  if (messengers === undefined) {
    const settings = { alignment: MESSENGER_SETTINGS_FIELDS.alignment.schema.parse(undefined) };
    const widget = (code: string) => ({ settings, data: [itemIn(code)] });
    return {
      op: "setSiteField",
      language,
      path: ["messengers"],
      value: widget(language),
      values: Object.fromEntries(languages.map((code) => [code, widget(code)])),
    };
  }
  return {
    op: "insertItems",
    path: ["messengers", "data"],
    index: messengers.data.length,
    items: [itemIn(language)],
    itemsByLanguage,
  };
}
