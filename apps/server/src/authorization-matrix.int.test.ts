import { randomBytes, randomUUID } from "node:crypto";
import { ERRORS } from "@ilha/core";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newToken } from "./auth/tokens.ts";
import { emailConfirmations, users } from "./db/schema.ts";
import { testDatabases } from "./db/test-databases.ts";
import { signedUpToken } from "./test-support/signed-up.ts";
import { type TestApp, testApp } from "./test-support/test-app.ts";

const CALLERS = [
  "anonymous",
  "badToken",
  "revokedToken",
  "owner",
  "collaborator",
  "collaboratorWithoutHeader",
  "anotherOwner",
  "outsiderWithHeader",
] as const;
type Caller = (typeof CALLERS)[number];
type Account = "owner" | "collaborator" | "anotherOwner";

/** A cell: the status, and for an error the catalogue's code (`"404 not_found"`). */
type Cell = `${number}` | `${number} ${string}`;
/** One route's cells, in the order of `CALLERS`. */
type Row = readonly [Cell, Cell, Cell, Cell, Cell, Cell, Cell, Cell];

const PASSWORD = "a long password";

/**
 * What every row starts from: the owner's site (the template), shared with the collaborator
 * (an accepted invite), published once, with a visitor's message and an uploaded image.
 * `anotherOwner` owns a site of their own. `revokedToken` is one of the owner's sessions,
 * logged out. `collaboratorWithoutHeader` is the collaborator's token without
 * `X-Shared-Editing`; `outsiderWithHeader` is another owner's token with it.
 */
type World = {
  t: TestApp;
  emails: Record<Account, string>;
  tokens: Record<Caller, string | undefined>;
  site: { id: string; hash: string };
  anotherSiteId: string;
  messageId: string;
  mediaUrl: string;
  as: (account: Account, request: InjectOptions) => ReturnType<TestApp["call"]>;
  /**
   * For a signed-in caller, a session of an account of its own that routes ending sessions may
   * end (the world's accounts keep theirs); for the others, their own credential.
   */
  ownAccountToken: (caller: Caller) => Promise<string | undefined>;
  /** A new session of the caller's account (logout revokes the one it is sent with). */
  freshToken: (caller: Caller) => Promise<string | undefined>;
  /** A new blank site of the owner's, and with `isShared` the collaborator's too. */
  newSite: (options: { isShared: boolean }) => Promise<string>;
  newInvite: (siteId: string) => Promise<string>;
  /** A pending invitation of the owner's site: its id. */
  newInviteId: () => Promise<string>;
  /** A new collaborator of the owner's site: their account's id. */
  newCollaboratorId: () => Promise<string>;
  /** A confirmation link's token for the owner's notification address, as mailed. */
  newConfirmationToken: () => Promise<string>;
  /** The owner's site document as stored, changed by `change`, as a PUT with its If-Match. */
  savedWith: (change: (document: SiteDocument) => SiteDocument) => Promise<InjectOptions>;
  newMessage: () => Promise<string>;
  newMedia: () => Promise<string>;
};

type SiteDocument = { plan: string; settings: Record<string, unknown> } & Record<string, unknown>;

/** A request to a route, made for one caller (their token and shared-editing header are added). */
type Route = (world: World, caller: Caller) => Promise<InjectOptions & { token?: string }>;

const api = "/api/v1";
const sites = `${api}/sites`;

const ROUTES = {
  "POST /auth/signup": async () => ({
    method: "POST",
    url: `${api}/auth/signup`,
    payload: { email: `${randomUUID()}@ilha.local`, password: PASSWORD },
  }),
  "POST /auth/login": async (w) => ({
    method: "POST",
    url: `${api}/auth/login`,
    payload: { email: w.emails.owner, password: PASSWORD },
  }),
  "POST /auth/logout": async (w, caller) => ({
    method: "POST",
    url: `${api}/auth/logout`,
    token: await w.freshToken(caller),
  }),
  "GET /auth/me": async () => ({ method: "GET", url: `${api}/auth/me` }),
  "POST /auth/canvas-token": async () => ({ method: "POST", url: `${api}/auth/canvas-token` }),
  "POST /auth/password": async (w, caller) => ({
    method: "POST",
    url: `${api}/auth/password`,
    token: await w.ownAccountToken(caller),
    payload: { currentPassword: PASSWORD, newPassword: "another long passphrase" },
  }),
  "POST /auth/logout-everywhere": async (w, caller) => ({
    method: "POST",
    url: `${api}/auth/logout-everywhere`,
    token: await w.ownAccountToken(caller),
  }),
  "GET /sites": async () => ({ method: "GET", url: sites }),
  "POST /sites": async () => ({ method: "POST", url: sites, payload: { name: "Café Matriz" } }),
  "GET /sites/{id}": async (w) => ({ method: "GET", url: `${sites}/${w.site.id}` }),
  "PUT /sites/{id}": async (w) => {
    const current = await w.as("owner", { method: "GET", url: `${sites}/${w.site.id}` });
    return {
      method: "PUT",
      url: `${sites}/${w.site.id}`,
      headers: { "if-match": String(current.headers.etag) },
      payload: current.json() as object,
    };
  },
  "PATCH /sites/{id}": async (w) => {
    const current = await w.as("owner", { method: "GET", url: `${sites}/${w.site.id}` });
    return {
      method: "PATCH",
      url: `${sites}/${w.site.id}`,
      headers: { "if-match": String(current.headers.etag) },
      payload: {
        operations: [
          {
            op: "setField",
            language: "en",
            pagePath: "/",
            sectionId: "hero",
            path: ["paragraph"],
            value: `Edited ${randomUUID()}`,
          },
        ],
      },
    };
  },
  "DELETE /sites/{id}": async (w) => ({
    method: "DELETE",
    url: `${sites}/${await w.newSite({ isShared: true })}`,
  }),
  "POST /sites/{id}/invites": async (w) => ({
    method: "POST",
    url: `${sites}/${w.site.id}/invites`,
  }),
  "POST /invites/accept": async (w) => ({
    method: "POST",
    url: `${api}/invites/accept`,
    payload: { token: await w.newInvite(await w.newSite({ isShared: false })) },
  }),
  "GET /sites/{id}/invites": async (w) => ({ method: "GET", url: `${sites}/${w.site.id}/invites` }),
  "DELETE /sites/{id}/invites/{inviteId}": async (w) => ({
    method: "DELETE",
    url: `${sites}/${w.site.id}/invites/${await w.newInviteId()}`,
  }),
  "GET /sites/{id}/collaborators": async (w) => ({
    method: "GET",
    url: `${sites}/${w.site.id}/collaborators`,
  }),
  "DELETE /sites/{id}/collaborators/{userId}": async (w) => ({
    method: "DELETE",
    url: `${sites}/${w.site.id}/collaborators/${await w.newCollaboratorId()}`,
  }),
  "PUT /sites/{id} changing the plan": async (w) =>
    w.savedWith((document) => ({ ...document, plan: "paid" })),
  "PUT /sites/{id} changing the forms' address": async (w) =>
    w.savedWith((document) => ({
      ...document,
      settings: { ...document.settings, apiPath: "/dead/end" },
    })),
  "PUT /sites/{id} changing the notification e-mail": async (w) =>
    w.savedWith((document) => ({
      ...document,
      settings: { ...document.settings, email: `inbox-${randomUUID()}@ilha.local` },
    })),
  "GET /sites/{id}/notification-email": async (w) => ({
    method: "GET",
    url: `${sites}/${w.site.id}/notification-email`,
  }),
  "POST /sites/{id}/notification-email/confirmation": async (w) => ({
    method: "POST",
    url: `${sites}/${w.site.id}/notification-email/confirmation`,
  }),
  // The link's token is the credential: whoever follows it confirms the address.
  "POST /email-confirmations": async (w) => ({
    method: "POST",
    url: `${api}/email-confirmations`,
    payload: { token: await w.newConfirmationToken() },
  }),
  "PUT /admin/sites/{id}/plan": async (w) => ({
    method: "PUT",
    url: `${api}/admin/sites/${w.site.id}/plan`,
    payload: { plan: "free" },
  }),
  "POST /sites/{id}/publish": async (w) => ({
    method: "POST",
    url: `${sites}/${w.site.id}/publish`,
  }),
  "POST /sites/{id}/unpublish": async (w) => ({
    method: "POST",
    url: `${sites}/${w.site.id}/unpublish`,
  }),
  "GET /sites/{id}/versions": async (w) => ({
    method: "GET",
    url: `${sites}/${w.site.id}/versions`,
  }),
  "POST /sites/{id}/versions/{n}/restore": async (w) => ({
    method: "POST",
    url: `${sites}/${w.site.id}/versions/1/restore`,
  }),
  "GET /sites/{id}/submissions": async (w) => ({
    method: "GET",
    url: `${sites}/${w.site.id}/submissions`,
  }),
  "GET /sites/{id}/submissions.csv": async (w) => ({
    method: "GET",
    url: `${sites}/${w.site.id}/submissions.csv`,
  }),
  "PATCH /sites/{id}/submissions/{messageId}": async (w) => ({
    method: "PATCH",
    url: `${sites}/${w.site.id}/submissions/${w.messageId}`,
    payload: { isRead: true },
  }),
  "DELETE /sites/{id}/submissions/{messageId}": async (w) => ({
    method: "DELETE",
    url: `${sites}/${w.site.id}/submissions/${await w.newMessage()}`,
  }),
  "POST /sites/{id}/media": async (w) => ({
    method: "POST",
    url: `${sites}/${w.site.id}/media`,
    payload: await uploadForm(),
  }),
  "GET /sites/{id}/media": async (w) => ({ method: "GET", url: `${sites}/${w.site.id}/media` }),
  "GET /sites/{id}/draft/images/{file}": async (w) => ({
    method: "GET",
    url: `${sites}/${w.site.id}/draft/images/hero-480.webp`,
  }),
  "DELETE /sites/{id}/media/{mediaId}": async (w) => ({
    method: "DELETE",
    url: `${sites}/${w.site.id}/media/${await w.newMedia()}`,
  }),
  "GET /admin/compliance-reports": async () => ({
    method: "GET",
    url: `${api}/admin/compliance-reports`,
  }),
  "POST /sites/form/contact/{siteId}/": async (w) => ({
    method: "POST",
    url: `${sites}/form/contact/${w.site.id}/`,
    payload: contactMessage(w.site.hash),
  }),
  "POST /sites/form/compliance/{siteId}/": async (w) => ({
    method: "POST",
    url: `${sites}/form/compliance/${w.site.id}/`,
    payload: { email: "ana@example.com", name: "Ana", comment: "Copied", siteHash: w.site.hash },
  }),
  "GET /media/{siteId}/{file} (outside the API)": async (w) => ({ method: "GET", url: w.mediaUrl }),
} satisfies Record<string, Route>;

const OUT = "401 unauthorized";
const HIDDEN = "404 not_found";
const OWNER_ONLY = "403 owner_only";
const PLATFORM = "403 platform_field";

/**
 * The matrix: every route of the API × every caller (columns: anonymous, a bad token, a revoked
 * session, the owner, the collaborator, the collaborator without `X-Shared-Editing`, another owner,
 * and another owner sending `X-Shared-Editing`). Routes that take a site act on the
 * owner's site. The collaborator edits, publishes and uploads, but cannot delete the site or its
 * media, invite, or open the inbox; without `X-Shared-Editing` they are told the site does not
 * exist, as another owner is.
 */
// biome-ignore format: one line per route reads as the matrix
const MATRIX: Record<keyof typeof ROUTES, Row> = {
  //                                                   anon.   bad     revoked owner      collab.      no hdr   other    other+hdr
  "POST /auth/signup":                                ["202",  "202",  "202",  "202",     "202",       "202",   "202",   "202"],
  "POST /auth/login":                                 ["200",  "200",  "200",  "200",     "200",       "200",   "200",   "200"],
  "POST /auth/logout":                                [OUT,    OUT,    OUT,    "204",     "204",       "204",   "204",   "204"],
  // Account routes act on the caller's own account, whoever else it works with.
  "GET /auth/me":                                     [OUT,    OUT,    OUT,    "200",     "200",       "200",   "200",   "200"],
  "POST /auth/canvas-token":                          [OUT,    OUT,    OUT,    "200",     "200",       "200",   "200",   "200"],
  "POST /auth/password":                              [OUT,    OUT,    OUT,    "204",     "204",       "204",   "204",   "204"],
  "POST /auth/logout-everywhere":                     [OUT,    OUT,    OUT,    "204",     "204",       "204",   "204",   "204"],
  "GET /sites":                                       [OUT,    OUT,    OUT,    "200",     "200",       "200",   "200",   "200"],
  "POST /sites":                                      [OUT,    OUT,    OUT,    "201",     "201",       "201",   "201",   "201"],
  "GET /sites/{id}":                                  [OUT,    OUT,    OUT,    "200",     "200",       HIDDEN,  HIDDEN,  HIDDEN],
  "PUT /sites/{id}":                                  [OUT,    OUT,    OUT,    "200",     "200",       HIDDEN,  HIDDEN,  HIDDEN],
  "PATCH /sites/{id}":                                [OUT,    OUT,    OUT,    "204",     "204",       HIDDEN,  HIDDEN,  HIDDEN],
  "DELETE /sites/{id}":                               [OUT,    OUT,    OUT,    "204",     OWNER_ONLY,  HIDDEN,  HIDDEN,  HIDDEN],
  "POST /sites/{id}/invites":                         [OUT,    OUT,    OUT,    "201",     OWNER_ONLY,  HIDDEN,  HIDDEN,  HIDDEN],
  // An invitation is its link: whoever signed in holds it may accept it (once).
  "POST /invites/accept":                             [OUT,    OUT,    OUT,    "200",     "200",       "200",   "200",   "200"],
  "GET /sites/{id}/invites":                          [OUT,    OUT,    OUT,    "200",     OWNER_ONLY,  HIDDEN,  HIDDEN,  HIDDEN],
  "DELETE /sites/{id}/invites/{inviteId}":            [OUT,    OUT,    OUT,    "204",     OWNER_ONLY,  HIDDEN,  HIDDEN,  HIDDEN],
  "GET /sites/{id}/collaborators":                    [OUT,    OUT,    OUT,    "200",     OWNER_ONLY,  HIDDEN,  HIDDEN,  HIDDEN],
  "DELETE /sites/{id}/collaborators/{userId}":        [OUT,    OUT,    OUT,    "204",     OWNER_ONLY,  HIDDEN,  HIDDEN,  HIDDEN],
  // Field by field: the platform's fields are no one's to save; the notification e-mail is the owner's.
  "PUT /sites/{id} changing the plan":                [OUT,    OUT,    OUT,    PLATFORM,  PLATFORM,    HIDDEN,  HIDDEN,  HIDDEN],
  "PUT /sites/{id} changing the forms' address":      [OUT,    OUT,    OUT,    PLATFORM,  PLATFORM,    HIDDEN,  HIDDEN,  HIDDEN],
  "PUT /sites/{id} changing the notification e-mail": [OUT,    OUT,    OUT,    "200",     OWNER_ONLY,  HIDDEN,  HIDDEN,  HIDDEN],
  "GET /sites/{id}/notification-email":               [OUT,    OUT,    OUT,    "200",     "200",       HIDDEN,  HIDDEN,  HIDDEN],
  "POST /sites/{id}/notification-email/confirmation": [OUT,    OUT,    OUT,    "202",     OWNER_ONLY,  HIDDEN,  HIDDEN,  HIDDEN],
  "POST /email-confirmations":                        ["200",  "200",  "200",  "200",     "200",       "200",   "200",   "200"],
  // Only operators set a site's plan (none here): to anyone else the route does not exist.
  "PUT /admin/sites/{id}/plan":                       [OUT,    OUT,    OUT,    HIDDEN,    HIDDEN,      HIDDEN,  HIDDEN,  HIDDEN],
  "POST /sites/{id}/publish":                         [OUT,    OUT,    OUT,    "200",     "200",       HIDDEN,  HIDDEN,  HIDDEN],
  "POST /sites/{id}/unpublish":                       [OUT,    OUT,    OUT,    "204",     "204",       HIDDEN,  HIDDEN,  HIDDEN],
  "GET /sites/{id}/versions":                         [OUT,    OUT,    OUT,    "200",     "200",       HIDDEN,  HIDDEN,  HIDDEN],
  "POST /sites/{id}/versions/{n}/restore":            [OUT,    OUT,    OUT,    "200",     "200",       HIDDEN,  HIDDEN,  HIDDEN],
  "GET /sites/{id}/submissions":                      [OUT,    OUT,    OUT,    "200",     OWNER_ONLY,  HIDDEN,  HIDDEN,  HIDDEN],
  "GET /sites/{id}/submissions.csv":                  [OUT,    OUT,    OUT,    "200",     OWNER_ONLY,  HIDDEN,  HIDDEN,  HIDDEN],
  "PATCH /sites/{id}/submissions/{messageId}":        [OUT,    OUT,    OUT,    "200",     OWNER_ONLY,  HIDDEN,  HIDDEN,  HIDDEN],
  "DELETE /sites/{id}/submissions/{messageId}":       [OUT,    OUT,    OUT,    "204",     OWNER_ONLY,  HIDDEN,  HIDDEN,  HIDDEN],
  "POST /sites/{id}/media":                           [OUT,    OUT,    OUT,    "201",     "201",       HIDDEN,  HIDDEN,  HIDDEN],
  "GET /sites/{id}/media":                            [OUT,    OUT,    OUT,    "200",     "200",       HIDDEN,  HIDDEN,  HIDDEN],
  "GET /sites/{id}/draft/images/{file}":              [OUT,    OUT,    OUT,    "200",     "200",       HIDDEN,  HIDDEN,  HIDDEN],
  "DELETE /sites/{id}/media/{mediaId}":               [OUT,    OUT,    OUT,    "204",     OWNER_ONLY,  HIDDEN,  HIDDEN,  HIDDEN],
  // Only ILHA_ADMIN_EMAILS accounts read the queue (none here); to anyone else it does not exist.
  "GET /admin/compliance-reports":                    [OUT,    OUT,    OUT,    HIDDEN,    HIDDEN,      HIDDEN,  HIDDEN,  HIDDEN],
  // Visitors' forms and published images are open to everyone, whatever credential comes along.
  "POST /sites/form/contact/{siteId}/":               ["201",  "201",  "201",  "201",     "201",       "201",   "201",   "201"],
  "POST /sites/form/compliance/{siteId}/":            ["201",  "201",  "201",  "201",     "201",       "201",   "201",   "201"],
  "GET /media/{siteId}/{file} (outside the API)":     ["200",  "200",  "200",  "200",     "200",       "200",   "200",   "200"],
};

function contactMessage(siteHash: string) {
  return { name: "Ana Lima", email: "ana@example.com", message: "Free on Saturday?", siteHash };
}

async function uploadForm(): Promise<FormData> {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "photo.png");
  return form;
}

/** `"404 not_found"` for an error answer, `"200"` for any other. */
function cellOf(response: { statusCode: number; json: () => unknown }): Cell {
  if (response.statusCode < 400) return `${response.statusCode}`;
  return `${response.statusCode} ${(response.json() as { code?: string }).code}`;
}

async function buildWorld(t: TestApp): Promise<World> {
  const emails = {
    owner: `owner-${randomUUID()}@ilha.local`,
    collaborator: `collaborator-${randomUUID()}@ilha.local`,
    anotherOwner: `another-${randomUUID()}@ilha.local`,
  };
  /** A new session: of a new account (signed up, then in), or of an existing one (`login`). */
  const tokenOf = async (email: string, path: "signup" | "login") => {
    if (path === "signup") return signedUpToken({ inject: t.call, email, password: PASSWORD });
    const response = await t.call({
      method: "POST",
      url: `${api}/auth/login`,
      payload: { email, password: PASSWORD },
    });
    return (response.json() as { token: string }).token;
  };
  const accounts = {
    owner: await tokenOf(emails.owner, "signup"),
    collaborator: await tokenOf(emails.collaborator, "signup"),
    anotherOwner: await tokenOf(emails.anotherOwner, "signup"),
  };
  const as: World["as"] = (account, request) =>
    t.call({ ...request, token: accounts[account], isShared: account === "collaborator" });
  const revokedToken = await tokenOf(emails.owner, "login");
  await t.call({ method: "POST", url: `${api}/auth/logout`, token: revokedToken });

  const newInvite = async (siteId: string) =>
    (
      (await as("owner", { method: "POST", url: `${sites}/${siteId}/invites` })).json() as {
        token: string;
      }
    ).token;
  const share = async (siteId: string) => {
    const invite = await newInvite(siteId);
    await as("collaborator", {
      method: "POST",
      url: `${api}/invites/accept`,
      payload: { token: invite },
    });
  };
  const site = await t.templateSite(accounts.owner);
  await share(site.id);
  const anotherSite = await t.templateSite(accounts.anotherOwner);
  await as("owner", { method: "POST", url: `${sites}/${site.id}/publish` });

  const newMessage = async () =>
    (
      (
        await t.call({
          method: "POST",
          url: `${sites}/form/contact/${site.id}/`,
          payload: contactMessage(site.hash),
        })
      ).json() as { id: string }
    ).id;
  const upload = async () =>
    (
      await as("owner", {
        method: "POST",
        url: `${sites}/${site.id}/media`,
        payload: await uploadForm(),
      })
    ).json() as { id: string; imgUrl: string };
  const tokens: Record<Caller, string | undefined> = {
    anonymous: undefined,
    badToken: randomBytes(32).toString("base64url"),
    revokedToken,
    ...accounts,
    collaboratorWithoutHeader: accounts.collaborator,
    outsiderWithHeader: accounts.anotherOwner,
  };
  return {
    t,
    emails,
    tokens,
    site,
    anotherSiteId: anotherSite.id,
    messageId: await newMessage(),
    mediaUrl: (await upload()).imgUrl,
    as,
    ownAccountToken: async (caller) => {
      const isSignedIn = !["anonymous", "badToken", "revokedToken"].includes(caller);
      if (!isSignedIn) return tokens[caller];
      return tokenOf(`${caller}-${randomUUID()}@ilha.local`, "signup");
    },
    freshToken: async (caller) => {
      const account =
        caller === "collaboratorWithoutHeader"
          ? "collaborator"
          : caller === "outsiderWithHeader"
            ? "anotherOwner"
            : caller;
      return account === "owner" || account === "collaborator" || account === "anotherOwner"
        ? tokenOf(emails[account], "login")
        : undefined;
    },
    newSite: async ({ isShared }) => {
      const created = await as("owner", { method: "POST", url: sites, payload: { name: "Loja" } });
      const { id } = created.json() as { id: string };
      if (isShared) await share(id);
      return id;
    },
    newInvite,
    newInviteId: async () =>
      (
        (await as("owner", { method: "POST", url: `${sites}/${site.id}/invites` })).json() as {
          id: string;
        }
      ).id,
    newCollaboratorId: async () => {
      await t.collaborator(accounts.owner, site.id);
      const listed = await as("owner", { method: "GET", url: `${sites}/${site.id}/collaborators` });
      const newest = (listed.json() as { id: string }[]).at(-1);
      if (newest === undefined) throw new Error("the collaborator is listed");
      return newest.id;
    },
    newConfirmationToken: async () => {
      const [owner] = await t.database.db.select().from(users).where(eq(users.email, emails.owner));
      if (owner === undefined) throw new Error("the owner has an account");
      const { token, tokenHash } = newToken();
      await t.database.db
        .insert(emailConfirmations)
        .values({ tokenHash, userId: owner.id, email: `inbox-${randomUUID()}@ilha.local` });
      return token;
    },
    savedWith: async (change) => {
      const current = await as("owner", { method: "GET", url: `${sites}/${site.id}` });
      return {
        method: "PUT",
        url: `${sites}/${site.id}`,
        headers: { "if-match": String(current.headers.etag) },
        payload: change(current.json() as SiteDocument),
      };
    },
    newMessage,
    newMedia: async () => (await upload()).id,
  };
}

describe.each(testDatabases())("the authorization matrix on $name", (database) => {
  let t: TestApp;
  let world: World;

  beforeAll(async () => {
    t = await testApp(database, { formRateLimit: 1000, isMailConfigured: true });
    world = await buildWorld(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it("names only catalogue errors, each with the catalogue's status", () => {
    const catalogue = new Set(
      Object.values(ERRORS).map((error) => `${error.status} ${error.code}`),
    );
    const errorCells = Object.values(MATRIX)
      .flat()
      .filter((cell) => Number(cell.slice(0, 3)) >= 400);
    expect(errorCells.filter((cell) => !catalogue.has(cell))).toEqual([]);
  });

  it("does not let another owner reach the owner's messages or media through a site of theirs", async () => {
    const through = `${sites}/${world.anotherSiteId}`;
    const requests: InjectOptions[] = [
      {
        method: "PATCH",
        url: `${through}/submissions/${world.messageId}`,
        payload: { isRead: true },
      },
      { method: "DELETE", url: `${through}/submissions/${await world.newMessage()}` },
      { method: "DELETE", url: `${through}/media/${await world.newMedia()}` },
    ];
    const answers = [];
    for (const request of requests) answers.push(cellOf(await world.as("anotherOwner", request)));
    expect(answers).toEqual([HIDDEN, HIDDEN, HIDDEN]);
  });

  it.each(Object.keys(MATRIX) as (keyof typeof ROUTES)[])(
    "answers %s for each caller as the matrix says",
    async (route) => {
      const answers: Partial<Record<Caller, Cell>> = {};
      for (const caller of CALLERS) {
        const requestFor: Route = ROUTES[route];
        const { token, ...request } = await requestFor(world, caller);
        const response = await t.call({
          ...request,
          token: token ?? world.tokens[caller],
          isShared: caller === "collaborator" || caller === "outsiderWithHeader",
        });
        answers[caller] = cellOf(response);
      }
      const expected = Object.fromEntries(
        CALLERS.map((caller, index) => [caller, MATRIX[route][index]]),
      );
      expect(answers).toEqual(expected);
    },
  );
});
