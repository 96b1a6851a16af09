/**
 * What the owner is told about their edits: all stored on the server (`saved`), waiting for the
 * pause after the last change (`unsaved`), on their way (`saving`), held because the network is
 * gone (`offline`), or sent again after a failed attempt (`retrying`).
 */
export type SaveState = "saved" | "unsaved" | "saving" | "offline" | "retrying";
