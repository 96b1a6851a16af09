import { isPendingLogoutKey } from "../api/pending-logout.ts";
import { storedToken, storeToken } from "../api/session.ts";
import { storedUserId, storeUserId } from "../api/user-id.ts";
import { forgetKeptEdits, keepEditsOf } from "../document/outbox.ts";

/** The editor's keys in this origin's `localStorage` all start so (the session, the site list…). */
const EDITOR_KEYS = "ilha.";

/** Removes the editor's `localStorage` keys, but those `isKept` says stay. */
function clearEditorStorage(isKept: (key: string) => boolean): void {
  try {
    const keys = Object.keys(localStorage).filter(
      (key) => key.startsWith(EDITOR_KEYS) && !isKept(key),
    );
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage refused: nothing was kept in it either.
  }
}

/**
 * The person whose session this browser keeps, as the editor starts: their kept edits are the
 * ones read and written. Undefined when nobody is signed in or who it is is not known yet.
 */
export function resumeSignedInUser(): string | undefined {
  const userId = storedToken() === undefined ? undefined : storedUserId();
  keepEditsOf(userId);
  return userId;
}

/**
 * `userId` holds the session: what the editor keeps from now on is theirs. What it kept for
 * someone else before (a session ended without signing out) is forgotten first.
 */
export async function signedInAs(userId: string): Promise<void> {
  const earlier = storedUserId();
  if (earlier !== undefined && earlier !== userId) {
    const token = storedToken();
    keepEditsOf(undefined);
    await forgetKeptEdits();
    clearEditorStorage(isPendingLogoutKey);
    if (token !== undefined) storeToken(token);
  }
  storeUserId(userId);
  keepEditsOf(userId);
}

/**
 * Forgets everything the editor keeps in this browser for the person signed in: their session
 * (and the canvas's cookie), the site list and the other `localStorage` keys, the kept edits,
 * documents and histories in IndexedDB. A sign-out the server has not heard of yet is kept
 * (api/pending-logout.ts). From this call nothing more is kept until someone signs in.
 */
export async function forgetSignedInUser(): Promise<void> {
  const forgetting = forgetKeptEdits();
  storeToken(undefined);
  clearEditorStorage(isPendingLogoutKey);
  await forgetting;
}
