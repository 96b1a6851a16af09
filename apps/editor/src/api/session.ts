/**
 * The owner's session token, kept in this origin's storage: the editor's origin is never a
 * published site's, so no script a site runs can read it (README: Security).
 */
const SESSION_KEY = "ilha.session";

/**
 * The same token as a host-only, same-site cookie scoped to the sites API, which the canvas's
 * images send (an `<img>` carries no header); the server reads it on a draft's files only.
 */
const CANVAS_COOKIE = "ilha_canvas";
const COOKIE_SCOPE = "Path=/api/v1/sites/; SameSite=Strict";

function writeCanvasCookie(token: string | undefined): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers the editor supports.
  document.cookie =
    token === undefined
      ? `${CANVAS_COOKIE}=; ${COOKIE_SCOPE}; Max-Age=0${secure}`
      : `${CANVAS_COOKIE}=${token}; ${COOKIE_SCOPE}${secure}`;
}

export function storedToken(): string | undefined {
  return localStorage.getItem(SESSION_KEY) ?? undefined;
}

export function storeToken(token: string | undefined): void {
  if (token === undefined) localStorage.removeItem(SESSION_KEY);
  else localStorage.setItem(SESSION_KEY, token);
  writeCanvasCookie(token);
}

/** Writes the canvas's cookie for a session kept from an earlier visit. */
export function restoreCanvasCookie(): void {
  writeCanvasCookie(storedToken());
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
