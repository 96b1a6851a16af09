import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchRows, batchSql } from "./batch-rows.ts";
import type { Database } from "./database.ts";
import { preparedStatement } from "./prepared.ts";
import { testDatabases } from "./test-databases.ts";

type Row = {
  ordinal: number;
  label: string | null;
  flag: boolean | null;
  total: string;
  ms: number;
};

const statement = preparedStatement<Row>(
  "prepared_test_rows",
  sql`with ${batchSql([
    ["ordinal", "int"],
    ["label", "text"],
    ["flag", "boolean"],
  ])}
    select ordinal, label, flag,
      (ordinal + ${sql.placeholder("offset")}::int)::text as total,
      (extract(epoch from ${sql.placeholder("at")}::timestamptz) * 1000)::float8 as ms
    from batch order by ordinal`,
);

describe.each(testDatabases())("prepared statements on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("runs one statement text for batches of any size, answering the same rows on either database", async () => {
    const at = "2026-11-23T20:30:00.000Z";
    const labels = ['Olá, "mundo"', "it's", "🚲 \\ \n", null];
    const run = (count: number, offset: number) =>
      statement(database.db, {
        rows: batchRows(
          Array.from({ length: count }, (_, ordinal) => ({
            ordinal,
            label: labels[ordinal % labels.length],
            flag: ordinal % 3 === 2 ? null : ordinal % 2 === 0,
          })),
        ),
        offset,
        at,
      });
    expect(await run(4, 10)).toEqual([
      { ordinal: 0, label: 'Olá, "mundo"', flag: true, total: "10", ms: Date.parse(at) },
      { ordinal: 1, label: "it's", flag: false, total: "11", ms: Date.parse(at) },
      { ordinal: 2, label: "🚲 \\ \n", flag: null, total: "12", ms: Date.parse(at) },
      { ordinal: 3, label: null, flag: false, total: "13", ms: Date.parse(at) },
    ]);
    expect(await run(0, 0)).toEqual([]);
    const many = await run(500, 1);
    expect(many).toHaveLength(500);
    expect(many.at(-1)).toMatchObject({ ordinal: 499, total: "500" });
  });
});
