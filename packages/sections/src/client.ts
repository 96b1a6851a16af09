/** What the published pages' client runtime needs: no editing code, and views loaded on demand. */
export { RenderModeProvider, type RenderModeValue } from "./render-mode.tsx";
export { SitePage, type ViewRegistry } from "./site-page.tsx";
export { loadViews } from "./view-loaders.ts";
