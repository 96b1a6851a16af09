import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ERRORS } from "@ilha/core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/database.ts";
import { sessions, users } from "../db/schema.ts";
import { testDatabases } from "../db/test-databases.ts";
import { SIGNUP_THROTTLE } from "./accounts.ts";
import { LOGIN_THROTTLE } from "./login-throttle.ts";

describe.each(testDatabases())("accounts on $name", ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let counter = 0;

  beforeAll(async () => {
    database = await open();
    app = await buildApp({ database, dataDir: await mkdtemp(join(tmpdir(), "ilha-data-")) });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const freshEmail = () => `owner${++counter}@ilha.local`;
  const post = (url: string, payload?: unknown, token?: string) =>
    app.inject({
      method: "POST",
      url: `/api/v1/auth/${url}`,
      payload: payload as object,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });

  it("signs up, stores only a scrypt hash of the password and a hash of the token", async () => {
    const email = freshEmail();
    const response = await post("signup", {
      email: email.toUpperCase(),
      password: "correct horse",
    });
    expect(response.statusCode).toBe(201);
    const { token } = response.json() as { token: string };
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    const stored = await database.db.select().from(users);
    const user = stored.find((row) => row.email === email);
    expect(user?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(user?.passwordHash).not.toContain("correct horse");
    const tokens = await database.db.select().from(sessions);
    expect(tokens.some((row) => row.tokenHash === token)).toBe(false);
  });

  it("refuses a second account for the same e-mail, a bad e-mail and a short password", async () => {
    const email = freshEmail();
    await post("signup", { email, password: "long enough 1" });
    const again = await post("signup", { email, password: "long enough 2" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(ERRORS.emailTaken);
    expect((await post("signup", { email: "no-at-sign", password: "long enough" })).json()).toEqual(
      ERRORS.invalidEmail,
    );
    expect((await post("signup", { email: freshEmail(), password: "short" })).json()).toEqual(
      ERRORS.weakPassword,
    );
    const unknownField = await post("signup", {
      email: freshEmail(),
      password: "x".repeat(12),
      role: "admin",
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json()).toMatchObject({ code: "invalid_request" });
  });

  it("answers an unknown e-mail and a wrong password the same way", async () => {
    const email = freshEmail();
    await post("signup", { email, password: "the right one" });
    const wrong = await post("login", { email, password: "the wrong one" });
    const unknown = await post("login", { email: freshEmail(), password: "the right one" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual(ERRORS.wrongCredentials);
    const right = await post("login", { email, password: "the right one" });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ token: expect.any(String) });
  });

  it("revokes the token on logout", async () => {
    const email = freshEmail();
    const { token } = (await post("signup", { email, password: "a good password" })).json() as {
      token: string;
    };
    expect((await post("logout", undefined, token)).statusCode).toBe(204);
    const again = await post("logout", undefined, token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(ERRORS.unauthorized);
  });

  it("never reads a token from the query string", async () => {
    const email = freshEmail();
    const { token } = (await post("signup", { email, password: "a good password" })).json() as {
      token: string;
    };
    const response = await app.inject({
      method: "POST",
      url: `/api/v1/auth/logout?access_token=${token}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(ERRORS.tokenInQuery);
  });

  it(`holds logins for an account after ${LOGIN_THROTTLE.maxFailures} failures, even with the right password`, async () => {
    const email = freshEmail();
    await post("signup", { email, password: "the right one" });
    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxFailures; attempt++) {
      expect((await post("login", { email, password: "nope nope nope" })).statusCode).toBe(401);
    }
    const held = await post("login", { email, password: "the right one" });
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual(ERRORS.tooManyAttempts);
  });

  it(`lets no more than ${LOGIN_THROTTLE.maxFailures} of a burst of concurrent wrong passwords be tried`, async () => {
    const email = freshEmail();
    await post("signup", { email, password: "the right one" });
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        app.inject({
          method: "POST",
          url: "/api/v1/auth/login",
          payload: { email, password: "wrong guess" },
          remoteAddress: `198.51.100.${attempt + 1}`,
        }),
      ),
    );
    const tried = burst.filter((response) => response.statusCode === 401);
    const held = burst.filter((response) => response.statusCode === 429);
    expect(tried).toHaveLength(LOGIN_THROTTLE.maxFailures);
    expect(held).toHaveLength(30 - LOGIN_THROTTLE.maxFailures);
  });

  it(`holds an address after ${LOGIN_THROTTLE.maxFailuresPerAddress} failures across accounts, while successes do not count`, async () => {
    const remoteAddress = "203.0.113.77";
    const login = (email: string, password: string) =>
      app.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        payload: { email, password },
        remoteAddress,
      });
    const email = freshEmail();
    await post("signup", { email, password: "the right one" });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(email, "the right one")).statusCode).toBe(200);
    }
    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxFailuresPerAddress; attempt++) {
      expect((await login(freshEmail(), "no such account")).statusCode).toBe(401);
    }
    const held = await login(email, "the right one");
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual(ERRORS.tooManyAttempts);
    const elsewhere = await app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email, password: "the right one" },
      remoteAddress: "203.0.113.78",
    });
    expect(elsewhere.statusCode).toBe(200);
  }, 120_000);

  it(`lets one address create ${SIGNUP_THROTTLE.maxPerAddress} accounts in an hour, then holds it`, async () => {
    const signupFrom = (remoteAddress: string) =>
      app.inject({
        method: "POST",
        url: "/api/v1/auth/signup",
        payload: { email: freshEmail(), password: "a long password" },
        remoteAddress,
      });
    for (let index = 0; index < SIGNUP_THROTTLE.maxPerAddress; index++) {
      expect((await signupFrom("192.0.2.50")).statusCode).toBe(201);
    }
    const held = await signupFrom("192.0.2.50");
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual(ERRORS.tooManyAttempts);
    expect((await signupFrom("192.0.2.51")).statusCode).toBe(201);
  }, 120_000);

  it("answers malformed and non-JSON bodies with catalogue errors", async () => {
    const malformed = await app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(ERRORS.invalidJson);
    const text = await app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual(ERRORS.unsupportedMediaType);
  });

  it("answers /healthz once ready and unknown routes with the catalogue's 404", async () => {
    expect((await app.inject({ method: "GET", url: "/healthz" })).json()).toEqual({ status: "ok" });
    const missing = await app.inject({ method: "GET", url: "/api/v1/nothing" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(ERRORS.notFound);
  });
});
