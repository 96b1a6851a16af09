import type { OperationInput, SectionType } from "@ilha/core";
import type { ImageRequest } from "../../packages/sections/src/render-mode.tsx";

/** The file the edit canvas is built to, under the served folder's root. */
export const CANVAS_PAGE = "edit-canvas.html";

/** The header kinds; the canvas shows one (a page holds one header at most) beside every other kind. */
export const HEADERS = ["hero-header", "navbar-header"] as const satisfies SectionType[];
export type HeaderKind = (typeof HEADERS)[number];

/**
 * The attribute the canvas sets on `<html>` once every section has rendered (and its effects
 * ran): its header and colour mode, e.g. `hero-header DARK`.
 */
export const READY_ATTRIBUTE = "data-edit-canvas-ready";

/** The two pages the canvas offers the link editors as internal targets. */
export const EDIT_PAGES = [
  { path: "/", title: "Home" },
  { path: "/about", title: "About" },
];

/** What the canvas records on `window` for the suite to read. */
export type CanvasRecord = {
  /** Every operation an edit control reported, in order. */
  operations: OperationInput[];
  /** Every image an image control asked the editor for (the canvas answers none). */
  imageRequests: ImageRequest[];
};

/** Where on `window` the canvas keeps its record. */
export const RECORD_KEY = "ilhaEditCanvas";
