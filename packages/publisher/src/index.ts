export { type BuildOptions, type BuildResult, buildSite } from "./build/build-site.ts";
export { loadRuntime, type Runtime } from "./build/runtime.ts";
export { type SiteRenderer, siteRenderer } from "./build/site-renderer.ts";
export type { PageData } from "./client/page-data.ts";
