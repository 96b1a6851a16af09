export { CONFIGS } from "./configs.ts";
export type { EditKit, FieldPath, InlineTextProps, ItemListProps } from "./edit-kit-contract.ts";
export {
  RenderModeProvider,
  type RenderModeValue,
  useRenderMode,
} from "./render-mode.tsx";
export { renderModeFor } from "./render-mode-for.ts";
export {
  type RequestMethod,
  type RequestOptions,
  type RequestResult,
  request,
} from "./request/request.ts";
export type { SectionConfig, SectionProps, SectionView } from "./section-view.ts";
export { SitePage, type ViewRegistry } from "./site-page.tsx";
export { type Labels, labelsFor } from "./translations.ts";
export { VIEWS } from "./views.ts";
