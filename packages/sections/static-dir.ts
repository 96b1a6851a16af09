import { fileURLToPath } from "node:url";

/**
 * The sections' static files (language flags, picture placeholders), copied into every published
 * site and shown beside a draft in the editor's canvas. Node only.
 */
export const SECTIONS_STATIC_DIR = fileURLToPath(new URL("./static", import.meta.url));
