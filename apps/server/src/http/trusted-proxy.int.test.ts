import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";
import { clientAddress } from "./client-address.ts";

const [embedded] = testDatabases();

describe("the visitor's address behind ILHA_TRUST_PROXY", () => {
  let behindProxy: TestApp;
  let direct: TestApp;

  /** The address every per-address limit counts the request under. */
  const countedAs = async (
    test: TestApp,
    { from, forwardedFor }: { from: string; forwardedFor?: string },
  ) => {
    const response = await test.app.inject({
      method: "GET",
      url: "/counted-as",
      remoteAddress: from,
      headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
    });
    return response.body;
  };

  beforeAll(async () => {
    if (embedded === undefined) throw new Error("the embedded database is always there");
    behindProxy = await testApp(embedded, { trustProxy: ["10.0.0.0/8"] });
    direct = await testApp(embedded);
    for (const test of [behindProxy, direct]) {
      test.app.get("/counted-as", async (request) => clientAddress(request));
    }
  });

  afterAll(async () => {
    await behindProxy.close();
    await direct.close();
  });

  it("believes a named proxy, and takes the right-most address it did not write itself", async () => {
    expect(await countedAs(behindProxy, { from: "10.1.2.3", forwardedFor: "198.51.100.7" })).toBe(
      "198.51.100.7",
    );
    // A client writes any left-most entry it likes: the proxy appends the address it saw.
    expect(
      await countedAs(behindProxy, {
        from: "10.1.2.3",
        forwardedFor: "203.0.113.99, 198.51.100.7",
      }),
    ).toBe("198.51.100.7");
    expect(
      await countedAs(behindProxy, {
        from: "10.1.2.3",
        forwardedFor: "203.0.113.99, 198.51.100.7, 10.9.9.9",
      }),
    ).toBe("198.51.100.7");
  });

  it("ignores X-Forwarded-For from an address it does not name", async () => {
    expect(await countedAs(behindProxy, { from: "192.0.2.50", forwardedFor: "198.51.100.7" })).toBe(
      "192.0.2.50",
    );
    expect(await countedAs(direct, { from: "192.0.2.50", forwardedFor: "198.51.100.7" })).toBe(
      "192.0.2.50",
    );
  });

  it("counts IPv6 visitors per /64, through the proxy too", async () => {
    const first = await countedAs(behindProxy, {
      from: "10.1.2.3",
      forwardedFor: "2001:db8:5:6:1111:2222:3333:4444",
    });
    const second = await countedAs(behindProxy, {
      from: "10.1.2.3",
      forwardedFor: "2001:db8:5:6::9",
    });
    expect(first).toBe("2001:db8:5:6::/64");
    expect(second).toBe(first);
  });
});
