export {
  type BuildOptions,
  type BuildResult,
  buildSite,
  renderRoutes,
} from "./build/build-site.ts";
export { loadRuntime, type Runtime } from "./build/runtime.ts";
export type { PageData } from "./client/page-data.ts";
