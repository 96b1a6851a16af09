/**
 * The owner's session token, kept in this origin's storage: the editor's origin is never a
 * published site's, so no script a site runs can read it (README: Security).
 */
const SESSION_KEY = "ilha.session";

export function storedToken(): string | undefined {
  return localStorage.getItem(SESSION_KEY) ?? undefined;
}

export function storeToken(token: string | undefined): void {
  if (token === undefined) localStorage.removeItem(SESSION_KEY);
  else localStorage.setItem(SESSION_KEY, token);
}
