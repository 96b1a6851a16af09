import type { ChatName, MessengerName } from "@ilha/core";

const CHAT_NAMES: Record<ChatName, string> = {
  livechat: "LiveChat",
  jivochat: "JivoChat",
  olark: "Olark",
  intercom: "Intercom",
  freshchat: "Freshchat",
};
const MESSENGER_NAMES: Record<MessengerName, string> = {
  facebook: "Facebook Messenger",
  whatsapp: "WhatsApp",
  telegram: "Telegram",
  viber: "Viber",
};
const SIDES: Record<string, string> = { left: "Left", right: "Right" };

/** The texts of the site's settings panel: the site, its integrations and its cookie banner. */
export const SITE_SETTINGS_TEXT = {
  siteSettings: {
    siteHeading: "Site",
    integrationsHeading: "Analytics and ads",
    chatsHeading: "Live chat",
    messengersHeading: "Messenger widget",
    consentHeading: "Cookie banner",
    siteName: "Site name",
    email: "E-mail for the site's messages",
    emailHint: "Messages sent with the contact form go to this address. Press Enter to apply.",
    favicon: "Favicon address",
    faviconImage: "Favicon",
    faviconHint:
      "The small icon of the browser's tab: choose an image from media, or give an address such as /images/favicon.svg.",
    socialImage: "Social image address",
    socialImageName: "Social image",
    socialImageHint:
      "Shown when a page is shared: choose an image from media (its size comes with it), or give an address such as /images/share.webp.",
    showFormErrors: "Mark the contact form's button when a message fails to send",
    generator: "Generator",
    generatorHint:
      "The name the pages give as their maker (the generator meta tag). Press Enter to apply.",
    socialImageWidth: "Social image width (pixels)",
    socialImageHeight: "Social image height (pixels)",
    socialImageSizeFirst: "Give the image's width and height, then its address.",
    privacyHeading: "Privacy policy",
    textsIn: (language: string) => `Texts are edited in ${language}, the language in view.`,
    gtagId: "Analytics tag id",
    gtagIdHint: "Such as G-ABC123DEF4.",
    facebookPixelCode: "Pixel id",
    facebookPixelCodeHint: "The social ads pixel's number.",
    adSensePublisherId: "Ad publisher id",
    adSensePublisherIdHint: "Such as ca-pub-1234567890123456.",
    ymId: "Metrics tag id",
    ymIdHint: "The metrics counter's number.",
    idHint: "Leave empty to leave it out. Press Enter to apply.",
    chatsIntro:
      "Give the key of each live chat the site uses; leave it empty to leave the chat out.",
    chatName: (name: ChatName) => CHAT_NAMES[name],
    chatKey: (name: ChatName) => `${CHAT_NAMES[name]} key`,
    primaryChat: "Primary chat",
    primaryChatHint: "The one the site's pages load.",
    noChats: "No live chat is set.",
    messengerName: (name: MessengerName) => MESSENGER_NAMES[name],
    messengerActive: (name: MessengerName) => `Show ${MESSENGER_NAMES[name]}`,
    messengerOf: (name: MessengerName, label: string) => `${MESSENGER_NAMES[name]}: ${label}`,
    side: (side: string) => SIDES[side] ?? side,
    avatarHint: "The address of the chat card's picture.",
    buttonUrlHint: "Optional: the button opens this address instead of the messenger.",
    consentShownHint:
      "Opening this part shows the banner at the foot of the page. Pressing one of its buttons there hides it in the editor; visitors still see it until they choose.",
    consentTexts: "Banner texts",
    consentButtons: "Banner buttons",
    consentPopup: "Settings popup",
    categoriesHeading: "Cookie categories",
    /** A category's field, named with the category: "Analytics: Category title". */
    categoryField: (type: string, label: string) =>
      `${type.charAt(0).toUpperCase()}${type.slice(1)}: ${label}`,
    categoryName: (type: string) => `${type.charAt(0).toUpperCase()}${type.slice(1)}`,
    /** A field of a banner button, named with the button: "Privacy policy button: link". */
    buttonField: (button: string, label: string) => `${button}: ${label}`,
    noBanner: "This language has no cookie banner.",
    /** What adding a banner does: a copy of another language's, or core's default one. */
    newBannerHint: (source: string | undefined) =>
      source === undefined
        ? "Adding one gives every language a banner with English texts to adapt and the four cookie categories."
        : `Adding one copies the ${source} banner, with its texts to translate, into every language without one.`,
    addBanner: "Add a cookie banner",
    bannerAdded: (source: string | undefined) =>
      source === undefined
        ? "Cookie banner added to every language, with English texts to adapt."
        : `Cookie banner added, copied from ${source}: translate its texts.`,
    noCategories: "The settings popup lists no category.",
    essentialKept: "Always on, and kept: the banner's own cookie is an essential one.",
    removeCategory: (name: string) => `Remove the ${name} category`,
    categoryRemoved: (name: string) => `${name} category removed from every language.`,
    addCategoryHeading: "Add a category",
    addCategoryHint: "It is added to every language, with English texts to adapt.",
    addCategory: (name: string) => `Add the ${name} category`,
    categoryAdded: (name: string) => `${name} category added to every language.`,
    allCategoriesListed: "Every category is listed.",
  },
} as const;
