import { beforeEach } from "vitest";
import type { NotificationEmail } from "../../api/client.ts";
import { type Call, SITE, server, withSharingNetwork } from "../sharing/sharing-harness.tsx";

export { refuseNext, renderPanel, SITE, server, TOKEN } from "../sharing/sharing-harness.tsx";

/** What the fake account server holds, beside the sharing one's calls. */
export const account = {
  notification: {
    email: "frota@example.pt",
    isConfirmed: false,
    isMailConfigured: true,
    status: "unconfirmed",
  } as NotificationEmail,
};

/**
 * The answers of `apps/server/src/auth/auth-routes.ts` and `mail/address-routes.ts` for site-1
 * (`refuseNext` replaces an answer with a refusal of the catalogue).
 */
function answer({ method, url }: Call): Response {
  if (method === "POST" && url === "/api/v1/auth/password")
    return new Response(null, { status: 204 });
  if (method === "POST" && url === "/api/v1/auth/logout-everywhere") {
    return new Response(null, { status: 204 });
  }
  if (method === "GET" && url === `${SITE}/notification-email`) {
    return Response.json(account.notification);
  }
  if (method === "POST" && url === `${SITE}/notification-email/confirmation`) {
    return Response.json(account.notification, {
      status: account.notification.isConfirmed ? 200 : 202,
    });
  }
  return new Response(null, { status: 404 });
}

/** A signed-in person, and the account's routes behind `fetch`. */
export function withAccountNetwork() {
  withSharingNetwork();
  beforeEach(() => {
    account.notification = {
      email: "frota@example.pt",
      isConfirmed: false,
      isMailConfigured: true,
      status: "unconfirmed",
    };
    server.other = answer;
  });
}
