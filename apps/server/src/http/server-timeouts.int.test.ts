import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";
import { SERVER_TIMEOUTS } from "./server-timeouts.ts";

describe.each(testDatabases())("the app's HTTP server on $name", (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await testApp(database);
  });

  afterAll(async () => {
    await t?.close();
  });

  it("bounds how long a client may take: 60 s silent, 120 s for a whole request, 72 s idle between requests", () => {
    expect(SERVER_TIMEOUTS).toEqual({
      connectionTimeout: 60_000,
      requestTimeout: 120_000,
      keepAliveTimeout: 72_000,
    });
    expect(t.app.initialConfig.connectionTimeout).toBe(60_000);
    expect(t.app.server.requestTimeout).toBe(120_000);
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
    expect(t.app.server.timeout).toBe(60_000);
  });
});
