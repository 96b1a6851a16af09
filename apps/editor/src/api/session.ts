import { startCanvasAccess, stopCanvasAccess } from "./canvas-access.ts";

/**
 * The owner's session token, kept in this origin's storage: the editor's origin is never a
 * published site's, so no script a site runs can read it (README: Security).
 */
const SESSION_KEY = "ilha.session";

export function storedToken(): string | undefined {
  return localStorage.getItem(SESSION_KEY) ?? undefined;
}

export function storeToken(token: string | undefined): void {
  if (token === undefined) {
    localStorage.removeItem(SESSION_KEY);
    stopCanvasAccess();
  } else {
    localStorage.setItem(SESSION_KEY, token);
    startCanvasAccess(token);
  }
}

/** Asks for the canvas's access to a draft's files for a session kept from an earlier visit. */
export function restoreCanvasAccess(): void {
  const token = storedToken();
  if (token !== undefined) startCanvasAccess(token);
}

const SESSION_ENDED = "ilha:session-ended";

/**
 * Forgets this browser's session and tells the app (`onSessionEnd`), which forgets everything the
 * editor kept for its person and shows sign-in: for a part of the editor that ends the session
 * without the app's callbacks (signing out everywhere).
 */
export function endSession(): void {
  storeToken(undefined);
  window.dispatchEvent(new Event(SESSION_ENDED));
}

/** Calls `listener` each time `endSession` runs; returns the unsubscription. */
export function onSessionEnd(listener: () => void): () => void {
  window.addEventListener(SESSION_ENDED, listener);
  return () => window.removeEventListener(SESSION_ENDED, listener);
}
