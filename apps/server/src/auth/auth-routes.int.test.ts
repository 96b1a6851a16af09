import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ERRORS } from "@ilha/core";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/database.ts";
import { outbox, sessions, users } from "../db/schema.ts";
import { testDatabases } from "../db/test-databases.ts";
import { hitRateWindows } from "../rate-limits/rate-window.ts";
import { LOGIN_THROTTLE, SIGNUP_THROTTLE } from "../rate-limits/sign-in.ts";
import { deliverDue, smtpMailer } from "../mail/outbox-worker.ts";
import { QUICK_PASSWORD_COST } from "../test-support/quick-passwords.ts";
import { signedUpToken } from "../test-support/signed-up.ts";
import { mailBody, mailHeader, smtpSink } from "../test-support/smtp-sink.ts";
import { throttleKeys } from "./login-throttle.ts";
import { PASSWORD_COST, setPasswordCostForTests } from "./passwords.ts";
import { SESSION_LIFETIME } from "./sessions.ts";
import { TAKEN_ADDRESS_MAIL_RATE } from "./taken-address-mail.ts";
import { hashToken } from "./tokens.ts";

describe.each(testDatabases())("accounts on $name", ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let counter = 0;
  /** How far the app's clock is ahead of the real one. */
  let aheadMs = 0;
  const clock = () => new Date(Date.now() + aheadMs);

  beforeAll(async () => {
    database = await open();
    app = await buildApp({
      database,
      dataDir: await mkdtemp(join(tmpdir(), "ilha-data-")),
      clock,
    });
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
  /** Signs `email` up and then in, as the editor does: the session's token. */
  const signUpAndIn = (email: string, password: string) =>
    signedUpToken({ inject: (options) => app.inject(options), email, password });

  it("signs up, stores only a scrypt hash of the password, at the floor's cost, and a hash of the token", async () => {
    const email = freshEmail();
    // The suites hash at a lower cost (`test-support/quick-passwords.ts`); this sign-up, at the
    // cost `ilha serve` always uses.
    setPasswordCostForTests(PASSWORD_COST);
    const response = await post("signup", {
      email: email.toUpperCase(),
      password: "correct horse",
    }).finally(() => setPasswordCostForTests(QUICK_PASSWORD_COST));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ next: "login" });
    const login = await post("login", { email, password: "correct horse" });
    const { token } = login.json() as { token: string };
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    const stored = await database.db.select().from(users);
    const user = stored.find((row) => row.email === email);
    expect(user?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(user?.passwordHash).not.toContain("correct horse");
    const tokens = await database.db.select().from(sessions);
    expect(tokens.some((row) => row.tokenHash === token)).toBe(false);
  });

  it("answers a taken address as a new one, changing nothing; refuses a bad e-mail and a short password", async () => {
    const email = freshEmail();
    const first = await post("signup", { email, password: "long enough 1" });
    const [before] = await database.db.select().from(users).where(eq(users.email, email));
    const again = await post("signup", { email: email.toUpperCase(), password: "long enough 2" });
    const fresh = await post("signup", { email: freshEmail(), password: "long enough 3" });
    for (const response of [first, again, fresh]) {
      expect(response.statusCode).toBe(202);
      expect(response.headers["content-type"]).toBe(first.headers["content-type"]);
      expect(response.body).toBe(first.body);
    }
    expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([before]);
    // Mail is off on this server: nothing is queued for the owner.
    expect(await database.db.select().from(outbox)).toEqual([]);
    expect((await post("login", { email, password: "long enough 2" })).json()).toEqual(
      ERRORS.wrongCredentials,
    );
    expect((await post("login", { email, password: "long enough 1" })).statusCode).toBe(200);
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
    const token = await signUpAndIn(freshEmail(), "a good password");
    expect((await post("logout", undefined, token)).statusCode).toBe(204);
    const again = await post("logout", undefined, token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(ERRORS.unauthorized);
  });

  it("never reads a token from the query string", async () => {
    const token = await signUpAndIn(freshEmail(), "a good password");
    const response = await app.inject({
      method: "POST",
      url: `/api/v1/auth/logout?access_token=${token}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(ERRORS.tokenInQuery);
  });

  const loginFrom = (remoteAddress: string, email: string, password: string) =>
    app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email, password },
      remoteAddress,
    });

  it(`holds an address's logins to an account after ${LOGIN_THROTTLE.maxFailuresPerPair} failures, even with the right password`, async () => {
    const email = freshEmail();
    await post("signup", { email, password: "the right one" });
    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxFailuresPerPair; attempt++) {
      const failed = await loginFrom("192.0.2.10", email, "nope nope nope");
      expect(failed.statusCode).toBe(401);
    }
    const held = await loginFrom("192.0.2.10", email, "the right one");
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual(ERRORS.tooManyAttempts);
  });

  it("lets the owner sign in from their own address while a stranger who knows their e-mail is held", async () => {
    const email = freshEmail();
    await post("signup", { email, password: "the owner's own" });
    const stranger = await Promise.all(
      Array.from({ length: 40 }, () => loginFrom("198.51.100.66", email, "guessing again")),
    );
    expect(stranger.filter((response) => response.statusCode === 401)).toHaveLength(
      LOGIN_THROTTLE.maxFailuresPerPair,
    );
    expect(stranger.filter((response) => response.statusCode === 429)).toHaveLength(
      40 - LOGIN_THROTTLE.maxFailuresPerPair,
    );
    for (let round = 0; round < 3; round++) {
      expect((await loginFrom("198.51.100.66", email, "guessing again")).statusCode).toBe(429);
      const owner = await loginFrom("203.0.113.5", email, "the owner's own");
      expect(owner.statusCode).toBe(200);
    }
    const ownerIpv6 = await loginFrom("2001:db8:1:2::5", email, "the owner's own");
    expect(ownerIpv6.statusCode).toBe(200);
    aheadMs = LOGIN_THROTTLE.windowMs;
    try {
      expect((await loginFrom("198.51.100.66", email, "guessing again")).statusCode).toBe(401);
    } finally {
      aheadMs = 0;
    }
  });

  it(`lets no more than ${LOGIN_THROTTLE.maxFailuresPerPair} of a burst of concurrent wrong passwords from one address be tried`, async () => {
    const email = freshEmail();
    await post("signup", { email, password: "the right one" });
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => loginFrom("198.51.100.7", email, "wrong guess")),
    );
    expect(burst.filter((response) => response.statusCode === 401)).toHaveLength(
      LOGIN_THROTTLE.maxFailuresPerPair,
    );
    expect(burst.filter((response) => response.statusCode === 429)).toHaveLength(
      30 - LOGIN_THROTTLE.maxFailuresPerPair,
    );
  });

  it(`holds an account after ${LOGIN_THROTTLE.maxFailuresPerAccount} failures from all addresses, and a concurrent burst from many addresses stops at that ceiling`, async () => {
    const email = freshEmail();
    await post("signup", { email, password: "the right one" });
    const { account } = throttleKeys({ email, address: "unused" });
    const tried = 5;
    await hitRateWindows({
      db: database.db,
      keys: Array<string>(LOGIN_THROTTLE.maxFailuresPerAccount - tried).fill(account),
      limit: LOGIN_THROTTLE.maxFailuresPerAccount,
      windowMs: LOGIN_THROTTLE.windowMs,
    });
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        loginFrom(`198.51.100.${index + 100}`, email, "wrong guess"),
      ),
    );
    expect(burst.filter((response) => response.statusCode === 401)).toHaveLength(tried);
    expect(burst.filter((response) => response.statusCode === 429)).toHaveLength(30 - tried);
    const held = await loginFrom("203.0.113.200", email, "the right one");
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual(ERRORS.tooManyAttempts);
    aheadMs = LOGIN_THROTTLE.windowMs;
    try {
      expect((await loginFrom("203.0.113.200", email, "the right one")).statusCode).toBe(200);
    } finally {
      aheadMs = 0;
    }
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
      expect((await signupFrom("192.0.2.50")).statusCode).toBe(202);
    }
    const held = await signupFrom("192.0.2.50");
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual(ERRORS.tooManyAttempts);
    const retryAfter = Number(held.headers["retry-after"]);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGNUP_THROTTLE.windowMs / 1000);
    expect((await signupFrom("192.0.2.51")).statusCode).toBe(202);
    aheadMs = retryAfter * 1000;
    try {
      expect((await signupFrom("192.0.2.50")).statusCode).toBe(202);
    } finally {
      aheadMs = 0;
    }
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
  const DAY = 24 * 60 * 60 * 1000;
  const me = (token: string) =>
    app.inject({
      method: "GET",
      url: "/api/v1/auth/me",
      headers: { authorization: `Bearer ${token}` },
    });
  const signedUp = async (password = "a good password") => {
    const email = freshEmail();
    return { email, token: await signUpAndIn(email, password) };
  };

  it("tells a signed-in client who it is and when its session ends, and 401 otherwise", async () => {
    aheadMs = 0;
    const { email, token } = await signedUp();
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { session: { createdAt: string; expiresAt: string } };
    expect(body).toEqual({
      id: expect.any(String),
      email,
      isOperator: false,
      session: { createdAt: expect.any(String), expiresAt: expect.any(String) },
    });
    expect(Date.parse(body.session.expiresAt) - Date.parse(body.session.createdAt)).toBe(
      SESSION_LIFETIME.idleMs,
    );
    const anonymous = await app.inject({ method: "GET", url: "/api/v1/auth/me" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(ERRORS.unauthorized);
  });

  it("ends a session after 14 days without a request, and moves its last use at most once a minute", async () => {
    try {
      const { token } = await signedUp();
      const [session] = await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      const createdAt = session?.createdAt.getTime() ?? 0;
      const lastUsedAt = async () =>
        (
          await database.db
            .select()
            .from(sessions)
            .where(eq(sessions.tokenHash, session?.tokenHash ?? ""))
        )[0]?.lastUsedAt.getTime();
      aheadMs = 30_000;
      expect((await me(token)).statusCode).toBe(200);
      expect(await lastUsedAt()).toBe(createdAt);
      aheadMs = 13 * DAY;
      expect((await me(token)).statusCode).toBe(200);
      const touched = (await lastUsedAt()) ?? 0;
      expect(touched).toBeGreaterThanOrEqual(createdAt + 13 * DAY);
      aheadMs = 13 * DAY + SESSION_LIFETIME.idleMs - 60_000;
      expect((await me(token)).statusCode).toBe(200);
      aheadMs = 13 * DAY + 2 * SESSION_LIFETIME.idleMs;
      const idle = await me(token);
      expect(idle.statusCode).toBe(401);
      expect(idle.json()).toEqual(ERRORS.unauthorized);
    } finally {
      aheadMs = 0;
    }
  });

  it("ends a session 90 days after sign-in however often it is used", async () => {
    try {
      const { token } = await signedUp();
      for (let day = 10; day < 90; day += 10) {
        aheadMs = day * DAY;
        expect((await me(token)).statusCode).toBe(200);
      }
      aheadMs = SESSION_LIFETIME.absoluteMs - 60_000;
      const last = await me(token);
      expect(last.statusCode).toBe(200);
      const { session } = last.json() as { session: { createdAt: string; expiresAt: string } };
      expect(Date.parse(session.expiresAt) - Date.parse(session.createdAt)).toBe(
        SESSION_LIFETIME.absoluteMs,
      );
      aheadMs = SESSION_LIFETIME.absoluteMs + 1000;
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      aheadMs = 0;
    }
  });

  const changePassword = (token: string, payload: object, remoteAddress = "127.0.0.1") =>
    app.inject({
      method: "POST",
      url: "/api/v1/auth/password",
      payload,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress,
    });

  it("changes the password: every other session ends, this one stays, and only the new password signs in", async () => {
    const { email, token } = await signedUp("the old password");
    const other = (
      (await post("login", { email, password: "the old password" })).json() as { token: string }
    ).token;
    const changed = await changePassword(token, {
      currentPassword: "the old password",
      newPassword: "a brand new one",
    });
    expect(changed.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    const old = await post("login", { email, password: "the old password" });
    expect(old.json()).toEqual(ERRORS.wrongCredentials);
    expect((await post("login", { email, password: "a brand new one" })).statusCode).toBe(200);
  });

  it(`refuses a wrong current password, counted like a failed login: after ${LOGIN_THROTTLE.maxFailuresPerPair} even the right one waits`, async () => {
    const { email, token } = await signedUp("the real password");
    const wrong = { currentPassword: "not the password", newPassword: "another good one" };
    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxFailuresPerPair; attempt++) {
      const refused = await changePassword(token, wrong, "192.0.2.99");
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(ERRORS.wrongCurrentPassword);
    }
    const held = await changePassword(
      token,
      { currentPassword: "the real password", newPassword: "another good one" },
      "192.0.2.99",
    );
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual(ERRORS.tooManyAttempts);
    const login = await loginFrom("192.0.2.99", email, "the real password");
    expect(login.statusCode).toBe(429);
    expect((await loginFrom("192.0.2.98", email, "the real password")).statusCode).toBe(200);
  });

  it("refuses common passwords at signup and at a password change, whatever their case", async () => {
    for (const password of ["qwertyuiop", "BASKETBALL", "Password2024!", "iloveyou 123"]) {
      const refused = await post("signup", { email: freshEmail(), password });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(ERRORS.commonPassword);
    }
    const { token } = await signedUp("an uncommon one");
    for (const newPassword of [
      "1234567890",
      "password123",
      "iloveyou123",
      "IloveYouForever",
      "1qaz2wsx3edc",
      "Minecraft2024!",
    ]) {
      const refused = await changePassword(token, {
        currentPassword: "an uncommon one",
        newPassword,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(ERRORS.commonPassword);
    }
    const short = await changePassword(token, {
      currentPassword: "an uncommon one",
      newPassword: "short",
    });
    expect(short.json()).toEqual(ERRORS.weakPassword);
    const uncommon = await changePassword(token, {
      currentPassword: "an uncommon one",
      newPassword: "a long password",
    });
    expect(uncommon.statusCode).toBe(204);
  });

  it("signs out everywhere: every session of the account ends, this one too, and no one else's", async () => {
    const { email, token } = await signedUp();
    const other = (
      (await post("login", { email, password: "a good password" })).json() as { token: string }
    ).token;
    const stranger = await signedUp();
    expect((await post("logout-everywhere", undefined, token)).statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(stranger.token)).statusCode).toBe(200);
    expect((await post("logout-everywhere", undefined, token)).statusCode).toBe(401);
  });
});

describe.each(testDatabases())("signup of a taken address with mail on, on $name", ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof smtpSink>>;
  const EDITOR = "https://app.ilha.example";

  beforeAll(async () => {
    database = await open();
    smtp = await smtpSink();
    app = await buildApp({
      database,
      dataDir: await mkdtemp(join(tmpdir(), "ilha-data-")),
      editorOrigin: EDITOR,
      isMailConfigured: true,
    });
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.close();
  });

  /** One round of the outbox, a second ahead: a row stored this millisecond is due. */
  const deliver = () =>
    deliverDue({
      db: database.db,
      mailer: smtpMailer({ url: smtp.url, from: "Ilha <no-reply@ilha.local>" }),
      now: new Date(Date.now() + 1000),
    });
  const signup = (email: string, password: string) =>
    app.inject({ method: "POST", url: "/api/v1/auth/signup", payload: { email, password } });

  it("answers as for a new address and mails the address's owner that someone tried, with no secret in it", async () => {
    const fresh = await signup("maria@cliente.example", "maria's own password");
    await deliver();
    expect(smtp.received).toEqual([]);
    const taken = await signup("Maria@Cliente.example", "a stranger's guess");
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(202);
    expect(taken.body).toBe(fresh.body);
    expect(await deliver()).toEqual({ sent: 1, tried: 1 });
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(["maria@cliente.example"]);
    expect(mailHeader(mail, "Subject")).toBe(
      "Someone tried to create an Ilha account with your address",
    );
    const body = mailBody(mail);
    expect(body).toContain(
      "Someone tried to create an Ilha account with maria@cliente.example, which already has one.",
    );
    expect(body).toContain(`${EDITOR}/`);
    expect(body).not.toContain("a stranger's guess");
    expect(body).not.toContain("maria's own password");
    expect(body).not.toMatch(/[A-Za-z0-9_-]{32,}/);
  });

  it(`mails one address at most ${TAKEN_ADDRESS_MAIL_RATE.maxPerAddress} times a day however often it is tried`, async () => {
    const email = "often@cliente.example";
    await signup(email, "the owner's password");
    smtp.received.length = 0;
    for (let attempt = 0; attempt < TAKEN_ADDRESS_MAIL_RATE.maxPerAddress + 3; attempt++) {
      expect((await signup(email, `guess number ${attempt}`)).statusCode).toBe(202);
    }
    await deliver();
    expect(smtp.received.map((mail) => mail.to)).toEqual(
      Array(TAKEN_ADDRESS_MAIL_RATE.maxPerAddress).fill([email]),
    );
  });
});
