import { ERRORS, SERVICE_ERRORS } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-unavailable.ts";
import { errorBody } from "./error-handler.ts";

/** An error as node-postgres raises it: a message, and the server's SQLSTATE when it sent one. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), { code });

/** How drizzle wraps a driver's error around the query that failed. */
const drizzleWrapped = (cause: Error) => new Error("Failed query: select 1\nparams: ", { cause });

describe("a database out of reach", () => {
  it.each([
    [
      "a terminated backend",
      pgError("terminating connection due to administrator command", "57P01"),
    ],
    [
      "a crashed server",
      pgError("terminating connection because of crash of another server process", "57P02"),
    ],
    ["a server starting up", pgError("the database system is starting up", "57P03")],
    ["too many connections", pgError("sorry, too many clients already", "53300")],
    [
      "a database refusing connections",
      pgError('database "x" is not currently accepting connections', "55000"),
    ],
    ["a connection failure", pgError("connection failure", "08006")],
    ["a refused socket", pgError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a lost connection", pgError("Connection terminated unexpectedly")],
    ["a pool that cannot connect in time", pgError("timeout exceeded when trying to connect")],
    ["a broken client", pgError("Client has encountered a connection error and is not queryable")],
  ])("is told by %s, also wrapped by drizzle, and answered 503", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(drizzleWrapped(error))).toBe(true);
    expect(errorBody(drizzleWrapped(error))).toEqual({ body: SERVICE_ERRORS.databaseUnavailable });
  });

  it.each([
    ["a unique violation", pgError("duplicate key value violates unique constraint", "23505")],
    ["a bad statement", pgError('relation "sites" does not exist', "42P01")],
    ["a text PostgreSQL refuses", pgError("invalid byte sequence for encoding", "22021")],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
  ])("is not %s, which stays what it was", (_, error) => {
    expect(isDatabaseUnavailable(drizzleWrapped(error))).toBe(false);
    expect(errorBody(error).body.status).toBe(500);
  });

  it("answers a client's Fastify errors from the catalogue, not as the database's", () => {
    const invalid = Object.assign(new Error("bad json"), { code: "FST_ERR_CTP_INVALID_JSON_BODY" });
    expect(errorBody(invalid)).toEqual({ body: ERRORS.invalidJson });
  });
});
