import { PGlite } from "@electric-sql/pglite";
import { fillPlaceholders, type SQL } from "drizzle-orm";
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import type { Db } from "./database.ts";
import { pgliteStatement } from "./pglite-statement.ts";

const dialect = new PgDialect();

/**
 * A hot statement whose text never changes (its values are `sql.placeholder`s), built once and
 * prepared once per connection under `name`, so it is planned once: on PostgreSQL as drizzle's
 * named prepared query, on PGlite as a named statement of its own (`pglite-statement.ts`).
 * Returns a function that runs it with the placeholders' values and answers the rows.
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const onPglite = pgliteStatement(name, query.sql);
  const onPostgres = new WeakMap<Db, PgPreparedQuery<PreparedQueryConfig>>();
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    const client: unknown = (db as Db & { $client: unknown }).$client;
    if (client instanceof PGlite) {
      return (await onPglite(client, fillPlaceholders(query.params, values))) as Row[];
    }
    let prepared = onPostgres.get(db);
    if (prepared === undefined) {
      prepared = db._.session.prepareQuery(query, undefined, name, false);
      onPostgres.set(db, prepared);
    }
    // node-postgres answers a statement without selected fields with the rows under `rows`.
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
