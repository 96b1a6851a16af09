import type { FastifyInstance } from "fastify";
import { ensureOperators } from "./admin/operators.ts";
import { buildApp } from "./app.ts";
import type { ServerConfig } from "./config.ts";
import { type Database, openDatabase } from "./db/database.ts";
import { closeWithin } from "./http/close-within.ts";
import { SHUTDOWN_DEADLINE_MS } from "./http/server-timeouts.ts";
import { smtpMailer, startOutboxWorker } from "./mail/outbox-worker.ts";
import { siteHostOrigin } from "./publishing/published-files.ts";
import { DEMO_EMAIL, DEMO_SLUG, seedDemo } from "./seed.ts";

export type RunningServer = {
  app: FastifyInstance;
  database: Database;
  url: string;
  stop: () => Promise<void>;
};

/**
 * Opens the database (running its migrations), seeds the demo on the first run, and listens.
 * `stop` drains: no new connections, idle ones closed, in-flight requests finish (those still open
 * after `SHUTDOWN_DEADLINE_MS` are cut), then the database closes.
 */
export async function startServer({
  config,
  editorDir,
  print = (line: string) => process.stdout.write(`${line}\n`),
  isLogging = false,
}: {
  config: ServerConfig;
  /** The editor's build, served at the editor's origin (`ilha serve` builds it first). */
  editorDir?: string;
  print?: (line: string) => void;
  isLogging?: boolean;
}): Promise<RunningServer> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({
    database,
    dataDir: config.dataDir,
    publicOrigin: config.publicOrigin,
    hostSuffix: config.hostSuffix,
    editorOrigin: config.editorOrigin,
    ...(editorDir === undefined ? {} : { editorDir }),
    adminEmails: config.adminEmails,
    formOrigins: config.formOrigins,
    formRateLimit: config.formRateLimit,
    trustProxy: config.trustProxy,
    quotas: config.quotas,
    isMailConfigured: config.smtpUrl !== undefined,
    isLogging,
  });
  const seeded = await seedDemo({
    db: database.db,
    dataDir: config.dataDir,
    publicOrigin: config.publicOrigin,
    hostOrigin: siteHostOrigin({ ...config, slug: DEMO_SLUG }),
  });
  const operators = await ensureOperators({ db: database.db, emails: config.adminEmails });
  const worker =
    config.smtpUrl === undefined
      ? undefined
      : startOutboxWorker({
          db: database.db,
          mailer: smtpMailer({ url: config.smtpUrl, from: config.mailFrom }),
        });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === "object" && address !== null ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  if (editorDir !== undefined) print(`The editor: ${config.editorOrigin}/ (sign in there)`);
  print(
    `Ilha is running at ${url} (${database.driver === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL"})`,
  );
  print(`  The sample site:   ${url}/s/${DEMO_SLUG}/`);
  print(`                    http://${DEMO_SLUG}.${config.hostSuffix}:${port}/`);
  print(`  The API:           ${url}/api/v1/`);
  if (editorDir === undefined) {
    print(`  Editor origin:     ${config.editorOrigin}/ (its build is not served by this server)`);
  }
  print(
    `  E-mail:            ${config.smtpUrl === undefined ? "off (set SMTP_URL to send notifications)" : "notifications through SMTP_URL"}`,
  );
  if (seeded !== undefined) {
    print(`  Demo owner:        ${DEMO_EMAIL}  password: ${seeded.password}  (shown this once)`);
  }
  for (const { email, password } of operators.created) {
    print(`  Operator:          ${email}  password: ${password}  (shown this once)`);
  }
  for (const email of operators.refused) {
    print(`  Not an operator:   ${email} signed up before ILHA_ADMIN_EMAILS listed it`);
  }
  return {
    app,
    database,
    url,
    stop: async () => {
      await worker?.stop();
      const { hasForced } = await closeWithin({ app, deadlineMs: SHUTDOWN_DEADLINE_MS });
      if (hasForced) {
        print(
          `Stopping: connections still open after ${SHUTDOWN_DEADLINE_MS / 1000} s were closed`,
        );
      }
      await database.close();
    },
  };
}
