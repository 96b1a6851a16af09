import { NetworkFailureError, request } from "@ilha/sections";

/**
 * The sessions signed out of while the network was gone, whose end the server has not been told
 * yet: their tokens, sent when the network is back (`sendPendingLogouts`), then forgotten.
 */
const PENDING_LOGOUT = "ilha.pendingLogout";

function pendingTokens(): string[] {
  try {
    const kept = JSON.parse(localStorage.getItem(PENDING_LOGOUT) ?? "[]") as unknown;
    return Array.isArray(kept) ? kept.filter((token) => typeof token === "string") : [];
  } catch {
    return [];
  }
}

function keepPending(tokens: readonly string[]): void {
  try {
    if (tokens.length === 0) localStorage.removeItem(PENDING_LOGOUT);
    else localStorage.setItem(PENDING_LOGOUT, JSON.stringify(tokens));
  } catch {
    // Storage refused: the session ends on the server when it expires.
  }
}

/** Whether `key` is this file's, which clearing a signed-out person's storage leaves. */
export const isPendingLogoutKey = (key: string): boolean => key === PENDING_LOGOUT;

/** Tells the server the session of `token` is over; whether the network carried it. */
async function logout(token: string): Promise<boolean> {
  try {
    await request({
      method: "POST",
      url: "/api/v1/auth/logout",
      headers: { authorization: `Bearer ${token}` },
    });
    return true;
  } catch (error) {
    // Any answer but none (a 401: the session had ended already) settles it.
    return !(error instanceof NetworkFailureError);
  }
}

/**
 * Ends the session of `token` on the server; without the network, the token is kept and sent
 * by `sendPendingLogouts`. Resolves once the server answered or the token is kept.
 */
export async function endServerSession(token: string): Promise<void> {
  if (!(await logout(token))) keepPending([...new Set([...pendingTokens(), token])]);
}

let sending: Promise<void> | undefined;

/** Sends the sign-outs made offline; those the network does not carry stay for the next time. */
export function sendPendingLogouts(): Promise<void> {
  sending ??= (async () => {
    const tokens = pendingTokens();
    const answered = await Promise.all(tokens.map(logout));
    const sent = new Set(tokens.filter((_, index) => answered[index]));
    // Kept since by another sign-out are left as they are.
    keepPending(pendingTokens().filter((token) => !sent.has(token)));
  })().finally(() => {
    sending = undefined;
  });
  return sending;
}
