import {
  defaultMessengerItem,
  MESSENGER_SETTINGS_FIELDS,
  type MessengerName,
  type Messengers,
  type OperationInput,
} from "@ilha/core";

/**
 * The edit that shows or hides a messenger: its `isActive` when the widget lists it; else the
 * messenger added with core's chat-card defaults (spec §3), and the widget with it when the
 * language has none.
 */
export function messengerActiveEdit({
  messengers,
  name,
  isActive,
  siteName,
  language,
}: {
  messengers: Messengers | undefined;
  name: MessengerName;
  isActive: boolean;
  siteName: string;
  language: string;
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
  const item = { ...defaultMessengerItem(siteName), name, isActive };
  if (messengers === undefined) {
    const settings = { alignment: MESSENGER_SETTINGS_FIELDS.alignment.schema.parse(undefined) };
    return {
      op: "setSiteField",
      language,
      path: ["messengers"],
      value: { settings, data: [item] },
    };
  }
  return {
    op: "insertItems",
    path: ["messengers", "data"],
    index: messengers.data.length,
    items: [item],
  };
}
