/** The editor's address that accepts an invitation. */
export const INVITE_PATH = "/invite";

/**
 * An invitation's link: the token rides in the fragment, which browsers never send in a request,
 * so no server or proxy log records it.
 */
export function inviteLink(token: string, origin: string = window.location.origin): string {
  return `${origin}${INVITE_PATH}#${encodeURIComponent(token)}`;
}

/** The invitation token an address holds (`/invite#…`), if it is an invitation's link. */
export function inviteTokenIn(location: { pathname: string; hash: string }): string | undefined {
  if (location.pathname !== INVITE_PATH) return undefined;
  const token = decodeURIComponent(location.hash.slice(1)).trim();
  return token === "" ? undefined : token;
}
