import type {
  ConsentSettings,
  CropParams,
  ImageSet,
  Messengers,
  RenderMode as Mode,
  NavLink,
  OperationInput,
  SiteContext,
  Theme,
  TrackingSettings,
} from "@ilha/core";
import { createContext, type ReactNode, useContext } from "react";
import type { EditKit } from "./edit-kit-contract.ts";
import type { Labels } from "./translations.ts";

/**
 * What the edit kit asks the editor for when the owner replaces an image. `aspect` (width /
 * height) is the shape of the place the image goes, when its field keeps a crop: the image is
 * framed to it. `alt` is the place's text alternative in the page's language, when its field has
 * one: the editor asks for it with the image.
 */
export type ImageRequest = {
  label: string;
  current: string;
  aspect?: number | undefined;
  alt?: string | undefined;
};
/**
 * The image the owner chose, as core's `setField` sets an image field; with the text
 * alternative they gave it, when the place has one.
 */
export type ImageChoice = {
  url: string;
  sizes?: ImageSet | undefined;
  crop?: CropParams | undefined;
  alt?: string | undefined;
};

/**
 * Whether the cookie-consent banner shows in the editor's page, kept by the editor (the owner
 * hid it there, or opened its texts to edit): read as an external store, so a change renders the
 * banner alone, not the page.
 */
export type ConsentBannerControl = {
  subscribe: (onChange: () => void) => () => void;
  isShown: () => boolean;
  /** A choice on the banner hides it in the editor. */
  hide: () => void;
};

/** Everything a section may know about how and where it renders. */
export type RenderModeValue = {
  mode: Mode;
  /** A preview of an unpublished or paid site: no disclaimer, chat outside clicks do not close. */
  isPreview: boolean;
  isPaid: boolean;
  site: SiteContext;
  theme: Theme;
  /** The current query string, kept on internal links in edit mode. */
  search: string;
  /** Where the site lives, e.g. `/s/vehicle-rental`: its images and its languages' routes. */
  siteBase: string;
  /** The page being rendered, e.g. `/pricing`. */
  pagePath: string;
  siteName: string;
  footerLinks: NavLink[];
  /** The interface labels in the page's language. */
  labels: Labels;
  /** The theme as CSS custom properties (computed where the page is rendered from its document). */
  themeStyle: Record<string, string>;
  /** The label of the navigation's overflow menu (default "More"). */
  extraLinksLabel: string;
  /** The cookie-consent banner and settings popup in the page's language, when the site has one. */
  consent?: ConsentSettings | undefined;
  /** The messenger chat widget's launchers and cards in the page's language. */
  messengers?: Messengers | undefined;
  /** Third-party script ids (validated strictly by core), loaded as consent allows. */
  tracking: TrackingSettings;
  /** Where the site's forms post: `{apiOrigin}{apiPath}`, e.g. `/api/v1`. */
  apiPath: string;
  /** Whether the contact form's button shows an error indicator after a failed send (spec §8). */
  shouldShowFormErrors: boolean;
  /**
   * Edit mode: asks the editor for an image (its media library: an upload or one already there),
   * with its sizes and the crop made for the place it goes; `undefined` when the owner cancels.
   */
  pickImage?: ((request: ImageRequest) => Promise<ImageChoice | undefined>) | undefined;
  /**
   * Rendered in the editor's canvas (edit mode or its preview): the site's third-party scripts
   * never load there; they are the visitors', and the editor's origin runs only its own.
   */
  isInEditor?: boolean | undefined;
  /**
   * Edit mode in the editor: whether the cookie banner shows, as the editor keeps it. Without it,
   * the banner shows in edit mode until a choice hides it.
   */
  consentBanner?: ConsentBannerControl | undefined;
  /** The site's pages in this language, offered as link targets in edit mode. */
  editPages?: { path: string; title: string }[] | undefined;
  /** Edit-mode primitives, injected by the editor; published pages never load them. */
  editKit?: EditKit | undefined;
  /** Every edit an edit-mode primitive makes, as core's operations applied as one step. */
  onEdit?: ((operations: OperationInput[]) => void) | undefined;
};

const RenderModeContext = createContext<RenderModeValue | null>(null);

export function RenderModeProvider({
  value,
  children,
}: {
  value: RenderModeValue;
  children: ReactNode;
}) {
  return <RenderModeContext.Provider value={value}>{children}</RenderModeContext.Provider>;
}

export function useRenderMode(): RenderModeValue {
  const value = useContext(RenderModeContext);
  if (value === null) throw new Error("Sections render inside a RenderModeProvider");
  return value;
}

/** The edit kit when the page is in edit mode, else `undefined`. */
export function useEditKit(): EditKit | undefined {
  const { mode, editKit } = useRenderMode();
  return mode === "edit" ? editKit : undefined;
}
