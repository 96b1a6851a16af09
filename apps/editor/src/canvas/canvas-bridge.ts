import type { OperationInput } from "@ilha/core";
import type { ImageChoice, ImageRequest } from "@ilha/sections";
import type { DocumentStore } from "../document/document-store.ts";
import type { ViewStore } from "../document/view-store.ts";

/**
 * What the editor's shell gives the canvas (its iframe, on the same origin): the stores it renders
 * from and the shell's hands. The canvas finds it on its parent window under `BRIDGE_KEY`.
 */
export type CanvasBridge = {
  document: DocumentStore;
  view: ViewStore;
  /** Applies an edit as one step of the history; whether it applied. */
  edit: (operations: OperationInput[]) => boolean;
  undo: () => void;
  redo: () => void;
  /** Asks the owner for an image (the media library). */
  pickImage: (request: ImageRequest) => Promise<ImageChoice | undefined>;
  /** Where the canvas finds the site's images, flags and uploads (`{base}/images/…`). */
  assetBase: string;
  /** Says `message` to screen readers (the shell's live region). */
  announce: (message: string) => void;
  /** Opens the settings of a section, or the section library to insert before `beforeId`. */
  openSettings: (sectionId: string) => void;
  openLibrary: (beforeId: string | null) => void;
  /** Moves the keyboard's focus out of the canvas, to the editor's top bar. */
  focusShell: () => void;
  /** Every other shortcut pressed inside the canvas (Ctrl+K, ?), handled as if in the shell. */
  onShortcut: (event: {
    key: string;
    ctrlKey: boolean;
    metaKey: boolean;
    shiftKey: boolean;
    altKey: boolean;
  }) => boolean;
};

export const BRIDGE_KEY = "ilhaCanvasBridge";

/** The canvas page's address on the editor's origin (its own entry in the build). */
export const CANVAS_PATH = "/canvas.html";
