import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import type { RunningServer } from "../../apps/server/src/server.ts";
import { smtpSink } from "../../apps/server/src/test-support/smtp-sink.ts";
import { freePort, type IlhaServer, startIlha } from "./ilha-server.ts";
import { suiteBrowser } from "./suite-browser.ts";

export type RealServer = {
  browser: Browser;
  server: RunningServer;
  smtp: Awaited<ReturnType<typeof smtpSink>>;
  dataDir: string;
  /** The demo owner's and the operator's passwords, printed at the first start. */
  password: string;
  operatorPassword: string;
  /** Where a static export of the sample is served (an origin the forms accept). */
  exportOrigin: string;
  editorOrigin: string;
  tokenOf: (email: string, secret: string) => Promise<string>;
  ownerToken: () => Promise<string>;
  api: <T>(path: string, token: string) => Promise<T>;
};

/**
 * The real server (`ilha serve` on a fresh data directory) with mail to a real SMTP server, an
 * operator, and a form origin for a static export, from a spec file's `beforeAll` to its
 * `afterAll`: the visitor flows and the editor's origin against it.
 */
export function realServer(): RealServer {
  const flows = {} as RealServer;
  let ilha: IlhaServer | undefined;
  beforeAll(async () => {
    flows.browser = await suiteBrowser();
    flows.smtp = await smtpSink();
    flows.exportOrigin = `http://127.0.0.1:${await freePort()}`;
    ilha = await startIlha({
      SMTP_URL: flows.smtp.url,
      ILHA_ADMIN_EMAILS: "operator@ilha.local",
      ILHA_FORM_ORIGINS: flows.exportOrigin,
    });
    flows.server = ilha.server;
    flows.dataDir = ilha.dataDir;
    flows.editorOrigin = ilha.editorOrigin;
    flows.password = ilha.demoPassword;
    flows.operatorPassword = ilha.operatorPassword;
  });

  afterAll(async () => {
    await flows.browser?.close();
    await ilha?.stop();
    await flows.smtp?.close();
  });

  flows.tokenOf = async (email, secret) => {
    const response = await fetch(`${flows.server.url}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: secret }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  };
  flows.ownerToken = () => flows.tokenOf("demo@ilha.local", flows.password);
  flows.api = async <T>(path: string, token: string) => {
    const response = await fetch(`${flows.server.url}/api/v1${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  return flows;
}
