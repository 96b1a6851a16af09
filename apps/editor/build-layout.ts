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
