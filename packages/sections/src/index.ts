export { CONFIGS } from "./configs.ts";
export type { EditKit, FieldPath, InlineTextProps, ItemListProps } from "./edit-kit-contract.ts";
export {
  type ConsentBannerControl,
  type ImageChoice,
  type ImageRequest,
  RenderModeProvider,
  type RenderModeValue,
  useRenderMode,
} from "./render-mode.tsx";
export { Icon } from "./primitives/icon/icon.tsx";
export { ICON_NAMES } from "./primitives/icon/icon-paths.ts";
export { renderModeFor } from "./render-mode-for.ts";
export {
  NetworkFailureError,
  type RequestMethod,
  type RequestOptions,
  type RequestResult,
  request,
} from "./request/request.ts";
export { SECTION_THUMBNAILS, THUMBNAIL_SIZE } from "./section-thumbnails.ts";
export type { SectionConfig, SectionProps, SectionView } from "./section-view.ts";
export { type SectionFrame, SitePage, type ViewRegistry } from "./site-page.tsx";
export { type Labels, labelsFor } from "./translations.ts";
export { VIEWS } from "./views.ts";
export { chatTextsIn, newMessengerItem } from "./widgets/messenger/chat-defaults.ts";
