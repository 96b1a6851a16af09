import { buildEditor, isEditorBuildCurrent } from "./build-editor.ts";

/**
 * Vitest's global setup of the suites that serve the editor (the server's and the browser's): the
 * editor built once, before any file starts, when its build is missing or stale. Files starting
 * together would each build it, into the one folder.
 */
export async function setup(): Promise<void> {
  if (!(await isEditorBuildCurrent())) await buildEditor();
}
