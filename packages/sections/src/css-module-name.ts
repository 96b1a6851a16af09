/**
 * Stable, readable class names for the sections' CSS Modules: `ilha-<file>__<class>`, the same
 * in the published site's server and client builds and in the editor's canvas.
 */
export function cssModuleName(name: string, filename: string): string {
  const path = filename.split("?")[0] ?? filename;
  const file = (path.split(/[\\/]/).pop() ?? path).replace(/\.module\.css$/, "");
  return `ilha-${file}__${name}`;
}
