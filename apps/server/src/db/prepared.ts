import type { SQL } from "drizzle-orm";
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import type { Db } from "./database.ts";

const dialect = new PgDialect();

/**
 * A hot statement whose text never changes (its values are `sql.placeholder`s), built once:
 * PostgreSQL prepares it once per connection under `name` and keeps its plan; either driver is
 * spared building it again. Returns a function that runs it with the placeholders' values and
 * answers the rows.
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const byDatabase = new WeakMap<Db, PgPreparedQuery<PreparedQueryConfig>>();
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) {
      prepared = db._.session.prepareQuery(query, undefined, name, false);
      byDatabase.set(db, prepared);
    }
    // Both drivers answer a statement without selected fields with the rows under `rows`.
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
