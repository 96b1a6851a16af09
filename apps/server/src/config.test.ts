import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readConfig } from "./config.ts";

describe("readConfig", () => {
  it("listens on 127.0.0.1:3000 with the data in ./data, PGlite, no e-mail and no proxy by default", () => {
    const config = readConfig({});
    expect(config.host).toBe("127.0.0.1");
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(resolve("./data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.hostSuffix).toBe("localhost");
    expect(config.publicOrigin).toBe("http://127.0.0.1:3000");
    expect(config.editorOrigin).toBe("http://app.localhost:3000");
    expect(config.adminEmails).toEqual([]);
    expect(config.formOrigins).toEqual([]);
    expect(config.trustProxy).toEqual([]);
  });

  it("reads the environment's settings", () => {
    const config = readConfig({
      HOST: "0.0.0.0",
      PORT: "8080",
      ILHA_DATA_DIR: "/srv/ilha",
      DATABASE_URL: "postgres://ilha@db/ilha",
      ILHA_ADMIN_EMAILS: " Ops@Example.com ,",
      ILHA_FORM_ORIGINS: "https://mare.example/",
      ILHA_PUBLIC_ORIGIN: "https://ilha.example/",
    });
    expect(config).toMatchObject({
      host: "0.0.0.0",
      port: 8080,
      dataDir: "/srv/ilha",
      databaseUrl: "postgres://ilha@db/ilha",
      adminEmails: ["ops@example.com"],
      formOrigins: ["https://mare.example"],
      publicOrigin: "https://ilha.example",
    });
  });

  it("serves the editor on app.{hostSuffix} of the public origin, or where ILHA_EDITOR_ORIGIN says", () => {
    expect(
      readConfig({ ILHA_PUBLIC_ORIGIN: "https://ilha.example", ILHA_HOST_SUFFIX: "ilha.example" })
        .editorOrigin,
    ).toBe("https://app.ilha.example");
    expect(readConfig({ ILHA_EDITOR_ORIGIN: "https://edit.example.org/" }).editorOrigin).toBe(
      "https://edit.example.org",
    );
  });

  it.each([
    ["http://127.0.0.1:4000", "the public origin's host, where sites are served by path"],
    ["http://mare.localhost:3000", "a host a site can take"],
  ])("refuses ILHA_EDITOR_ORIGIN=%j: %s", (value) => {
    expect(() => readConfig({ ILHA_EDITOR_ORIGIN: value })).toThrow(
      `ILHA_EDITOR_ORIGIN must be a host of its own, never one a published site is served at, not "${value}"`,
    );
  });

  it("refuses an ILHA_EDITOR_ORIGIN that is not an origin", () => {
    expect(() => readConfig({ ILHA_EDITOR_ORIGIN: "app.localhost" })).toThrow(
      'ILHA_EDITOR_ORIGIN must be an http(s) origin such as https://app.ilha.example, not "app.localhost"',
    );
  });

  it.each([
    ["10.0.0.0/8, 127.0.0.1", ["10.0.0.0/8", "127.0.0.1"]],
    ["2001:db8::/32,::1", ["2001:db8::/32", "::1"]],
    ["", []],
  ])("trusts the proxies ILHA_TRUST_PROXY=%j names", (value, expected) => {
    expect(readConfig({ ILHA_TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(["true", "2", "10.0.0.0/33", "proxy.internal"])(
    "refuses ILHA_TRUST_PROXY=%j, which names no proxy's address",
    (value) => {
      expect(() => readConfig({ ILHA_TRUST_PROXY: value })).toThrow(
        `ILHA_TRUST_PROXY must list the proxies' addresses or CIDR ranges, comma-separated, not "${value}"`,
      );
    },
  );

  it.each(["ilha.example", "ftp://ilha.example", "https://ilha.example/app", "https://"])(
    "refuses ILHA_PUBLIC_ORIGIN=%j, which is not an http(s) origin",
    (value) => {
      expect(() => readConfig({ ILHA_PUBLIC_ORIGIN: value })).toThrow(
        `ILHA_PUBLIC_ORIGIN must be an http(s) origin such as https://ilha.example, not "${value}"`,
      );
    },
  );

  it("allows 10 form posts per address and site unless ILHA_FORM_RATE_LIMIT says otherwise", () => {
    expect(readConfig({}).formRateLimit).toBe(10);
    expect(readConfig({ ILHA_FORM_RATE_LIMIT: "" }).formRateLimit).toBe(10);
    expect(readConfig({ ILHA_FORM_RATE_LIMIT: "5000" }).formRateLimit).toBe(5000);
  });

  it.each(["0", "-3", "2.5", "many"])("refuses ILHA_FORM_RATE_LIMIT=%j", (value) => {
    expect(() => readConfig({ ILHA_FORM_RATE_LIMIT: value })).toThrow(
      `ILHA_FORM_RATE_LIMIT must be a whole number of 1 or more, not "${value}"`,
    );
  });
});
