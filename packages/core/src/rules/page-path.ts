import type { ErrorName } from "../errors.ts";
import { pagePath } from "../schema/page.ts";

/** The home page's path: every site has it, and no other page may take it. */
export const HOME_PATH = "/";

/**
 * Why `path` cannot be the path of a new page (`currentPath` absent) or of the page now at
 * `currentPath`, among the site's `pages`; `undefined` when it can. The home page keeps `/`, no
 * other page takes it, a path is a slash path such as `/contacts`, and no two pages share one.
 */
export function pagePathProblem({
  path,
  currentPath,
  pages,
}: {
  path: string;
  currentPath?: string | undefined;
  pages: readonly { path: string }[];
}): ErrorName | undefined {
  if (currentPath !== undefined) {
    if (path === currentPath) return undefined;
    if (currentPath === HOME_PATH || path === HOME_PATH) return "homePageKept";
  }
  if (!pagePath.safeParse(path).success) return "invalidPagePath";
  if (pages.some((page) => page.path === path)) return "pagePathTaken";
  return undefined;
}
