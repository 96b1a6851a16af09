import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { pgliteStatement } from "./pglite-statement.ts";

const ECHO_SQL = `select $1::text as word, $2::text[] as words, $3::int[] as numbers,
  $4::boolean as flag, $5::timestamptz as at, $6::text as nothing`;

const ECHO_PARAMS = [
  "Olá, João — 🚗 \\ \" ' , { }",
  ["plain", 'with "quotes"', "with, comma", "with \\ backslash", "Ilha 🏝️", ""],
  [1, -2, 2147483647],
  true,
  "2026-11-23T10:00:00.000Z",
  null,
];

describe("pgliteStatement", () => {
  const client = new PGlite();
  afterAll(() => client.close());

  it("answers the rows PGlite's own query answers, with text, arrays, nulls and multi-byte text", async () => {
    const echo = pgliteStatement("echo", ECHO_SQL);
    const [row] = await echo(client, ECHO_PARAMS);
    const [expected] = (await client.query(ECHO_SQL, ECHO_PARAMS)).rows as Record<
      string,
      unknown
    >[];
    expect(row).toEqual({ ...expected, at: "2026-11-23 10:00:00+00" });
    expect(row?.word).toBe(ECHO_PARAMS[0]);
    expect(row?.words).toEqual(ECHO_PARAMS[1]);
    expect(row?.numbers).toEqual([1, -2, 2147483647]);
    expect(row?.flag).toBe(true);
    expect(row?.nothing).toBeNull();
  });

  it("parses its statement once and keeps it: every call runs the one prepared statement", async () => {
    const next = pgliteStatement("next_number", "select $1::int + 1 as next");
    const answers: unknown[] = [];
    for (let call = 0; call < 8; call++) answers.push((await next(client, [call]))[0]?.next);
    expect(answers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const { rows } = await client.query<{ name: string; plans: number }>(
      "select name, generic_plans + custom_plans as plans from pg_prepared_statements where name = 'next_number'",
    );
    expect(rows).toEqual([{ name: "next_number", plans: 8 }]);
  });

  it("rejects with the database's error and leaves the session ready for the next call", async () => {
    const divide = pgliteStatement("divide", "select 10 / $1::int as quotient");
    await expect(divide(client, [0])).rejects.toThrow("division by zero");
    expect(await divide(client, [5])).toEqual([{ quotient: 2 }]);
    expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
  });

  it("runs after a transaction in progress, never inside it", async () => {
    await client.exec("create table notes (body text)");
    const count = pgliteStatement("count_notes", "select count(*)::int as notes from notes");
    expect(await count(client, [])).toEqual([{ notes: 0 }]);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let isInside = false;
    const transaction = client.transaction(async (tx) => {
      await tx.query("insert into notes values ('first')");
      isInside = true;
      await held;
      await tx.rollback();
    });
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    while (!isInside) await nextTurn();
    const counted = count(client, []);
    for (let turn = 0; turn < 10; turn++) await nextTurn();
    release();
    await transaction;
    expect(await counted).toEqual([{ notes: 0 }]);
  });
});
