import { INVITE_PATH } from "../../build-layout.ts";

/**
 * An invitation's link: the token rides in the fragment, which browsers never send in a request,
 * so no server or proxy log records it.
 */
export function inviteLink(token: string, origin: string = window.location.origin): string {
  return `${origin}${INVITE_PATH}#${encodeURIComponent(token)}`;
}

/** An invitation's link as the address holds it: its token, or a fragment that cannot be read. */
export type InviteInAddress = { kind: "token"; token: string } | { kind: "unreadable" };

/**
 * The invitation an address holds (`/invite#…`), if it is an invitation's link: a fragment that is
 * not valid percent-encoding (a link cut or damaged in transit) is unreadable, not an error.
 */
export function inviteIn(location: {
  pathname: string;
  hash: string;
}): InviteInAddress | undefined {
  if (location.pathname !== INVITE_PATH) return undefined;
  let token: string;
  try {
    token = decodeURIComponent(location.hash.slice(1)).trim();
  } catch {
    return { kind: "unreadable" };
  }
  return token === "" ? undefined : { kind: "token", token };
}
