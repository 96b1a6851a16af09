import {
  assetUrl,
  type CropParams,
  LIMITS,
  type MessengerName,
  type Messengers,
  messengerLink,
  readableOn,
  resolveLink,
  UI_TEXT,
  withContrast,
} from "@ilha/core";
import { chatTextsIn } from "./chat-defaults.ts";

/** Everything one launcher and its chat card show. */
export type Chat = {
  messenger: MessengerName;
  /** Its place in the site's messengers (`messengers.data`): where its edits go. */
  index: number;
  /** The messenger's brand name, e.g. "WhatsApp". */
  brandName: string;
  href: string;
  avatarUrl: string | undefined;
  /** The owner's crop of the avatar (spec §3). */
  avatarCrop: CropParams | undefined;
  title: string;
  subtitle: string;
  message: string;
  buttonText: string;
  /** Launcher colour (the brand's), its icon colour, and the brand nudged to AA for text. */
  colors: { brand: string; onBrand: string; accent: string };
};

export const BRAND_NAMES: Record<MessengerName, string> = {
  facebook: "Messenger",
  whatsapp: "WhatsApp",
  telegram: "Telegram",
  viber: "Viber",
};

/** The placeholder avatar the publisher copies into every site (`packages/sections/static`). */
const AVATAR_PLACEHOLDER = "/images/avatar-placeholder.svg";

type Item = Messengers["data"][number];

const orDefault = (value: string, fallback: string) => (value.trim() === "" ? fallback : value);

/** The card button's custom URL, read like any typed link, else the messenger's chat link. */
function hrefOf(item: Item, routeBase: string): string | undefined {
  const custom = resolveLink({ link: item.data.buttonUrl, mode: "view", routeBase }).href;
  if (custom !== undefined) return custom;
  if (item.value.trim() === "") return undefined;
  return messengerLink({ name: item.name, value: item.value });
}

function colorsOf(messenger: MessengerName): Chat["colors"] {
  const brand = LIMITS.brandColors[messenger];
  const onBrand = readableOn(brand);
  return { brand, onBrand, accent: withContrast({ color: brand, background: onBrand }) };
}

/**
 * The chats of the active messengers that lead somewhere (a value or a button URL), with the
 * spec §3 defaults for empty card fields: the site's name, the greeting and "Start Chat" in the
 * page's `language` (`chatTextsIn`; English without one), and the placeholder avatar. Site
 * paths (avatar, button URL) resolve against the site's base.
 */
export function chatsOf({
  messengers,
  siteName,
  siteBase,
  routeBase,
  language = "en",
}: {
  messengers: Messengers | undefined;
  siteName: string;
  siteBase: string;
  routeBase: string;
  language?: string;
}): Chat[] {
  const texts = chatTextsIn(language);
  const chats: Chat[] = [];
  for (const [index, item] of (messengers?.data ?? []).entries()) {
    const href = item.isActive ? hrefOf(item, routeBase) : undefined;
    if (href === undefined) continue;
    const { data } = item;
    const avatar = orDefault(data.optimizedAvatar, orDefault(data.avatar, AVATAR_PLACEHOLDER));
    chats.push({
      messenger: item.name,
      index,
      brandName: BRAND_NAMES[item.name],
      href,
      avatarUrl: assetUrl({ url: avatar, assetBase: siteBase }),
      avatarCrop: data.imgCropParams,
      title: orDefault(data.name, UI_TEXT.chat.name.replace("{name}", siteName)),
      subtitle: data.subtitle,
      message: orDefault(data.message, texts.message),
      buttonText: orDefault(data.buttonText, texts.buttonText),
      colors: colorsOf(item.name),
    });
  }
  return chats;
}
