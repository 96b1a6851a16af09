import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { type AppOptions, buildApp } from "../app.ts";
import type { Database } from "../db/database.ts";
import type { TestDatabase } from "../db/test-databases.ts";
import { signedUpToken } from "./signed-up.ts";

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** An injected request, with a bearer token and the shared-editing header when asked. */
  call: (
    options: InjectOptions & { token?: string; isShared?: boolean },
  ) => Promise<LightMyRequestResponse>;
  /** A new account's bearer token. */
  account: () => Promise<string>;
  /** A new account that `owner` invited to the site and that accepted: its bearer token. */
  collaborator: (owner: string, siteId: string) => Promise<string>;
  /** A copy of the template owned by `token`'s user: its id and its document's hash. */
  templateSite: (token: string) => Promise<{ id: string; hash: string; slug: string }>;
  close: () => Promise<void>;
};

let accounts = 0;

/** The whole app on a test database, for `inject` integration tests. */
export async function testApp(
  database: TestDatabase,
  options: Partial<Omit<AppOptions, "database" | "dataDir">> = {},
): Promise<TestApp> {
  const opened = await database.open();
  const dataDir = await mkdtemp(join(tmpdir(), "ilha-data-"));
  const app = await buildApp({ ...options, database: opened, dataDir });
  const call: TestApp["call"] = ({ token, isShared, ...rest }) =>
    app.inject({
      ...rest,
      headers: {
        ...(rest.headers ?? {}),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...(isShared === true ? { "x-shared-editing": "1" } : {}),
      },
    });
  const account = () =>
    signedUpToken({
      inject: call,
      email: `person${++accounts}-${Date.now()}@ilha.local`,
      password: "a long password",
    });
  const collaborator = async (owner: string, siteId: string) => {
    const invite = await call({
      method: "POST",
      url: `/api/v1/sites/${siteId}/invites`,
      token: owner,
    });
    const token = await account();
    const accepted = await call({
      method: "POST",
      url: "/api/v1/invites/accept",
      payload: { token: (invite.json() as { token: string }).token },
      token,
    });
    if (accepted.statusCode !== 200)
      throw new Error(`the invitation was not accepted: ${accepted.body}`);
    return token;
  };
  const templateSite = async (token: string) => {
    const created = await call({
      method: "POST",
      url: "/api/v1/sites",
      payload: { name: "Maré Rent", template: "vehicle-rental" },
      token,
    });
    const { id, slug } = created.json() as { id: string; slug: string };
    const document = await call({ method: "GET", url: `/api/v1/sites/${id}`, token });
    return { id, slug, hash: (document.json() as { hash: string }).hash };
  };
  return {
    app,
    database: opened,
    dataDir,
    call,
    account,
    collaborator,
    templateSite,
    close: async () => {
      await app.close();
      await opened.close();
    },
  };
}
