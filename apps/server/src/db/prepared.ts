import { PGlite } from "@electric-sql/pglite";
import { fillPlaceholders, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Pool } from "pg";
import type { Db } from "./database.ts";

const dialect = new PgDialect();

/**
 * A hot statement whose text never changes (its values are `sql.placeholder`s), turned into SQL
 * once. On PostgreSQL it runs as a node-postgres named statement (`{ name, text, values }`): each
 * connection parses and plans it once and reuses the plan. On PGlite it runs through the client's
 * `query`, whose extended protocol binds the values without building any SQL text. Returns a
 * function that runs it with the placeholders' values and answers the rows.
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    const client = (db as Db & { $client: PGlite | Pool }).$client;
    const params = fillPlaceholders(query.params, values);
    if (client instanceof PGlite) return (await client.query<Row>(query.sql, params)).rows;
    const result = await client.query({ name, text: query.sql, values: params });
    return result.rows as Row[];
  };
}
