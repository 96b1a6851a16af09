/**
 * Where the editor's build puts the files it names by a hash of their content (Vite's
 * `assetsDir`): such a file never changes under its name. The server keeps them a year in the
 * browser and the service worker answers them from what it kept.
 */
export const HASHED_FILES_DIR = "assets";

/** Whether the editor's address `path` is one of its hash-named files. */
export function isHashedEditorFile(path: string): boolean {
  return path.startsWith(`/${HASHED_FILES_DIR}/`);
}

/** The editor's address that accepts an invitation (its token rides in the fragment). */
export const INVITE_PATH = "/invite";

/**
 * The addresses of the editor's screens: each answers its page (`index.html`) with status 200.
 * Any other address answers the same page with status 404.
 */
export const EDITOR_SCREEN_PATHS: readonly string[] = ["/", INVITE_PATH];
