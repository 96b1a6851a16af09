import { type SQL, sql } from "drizzle-orm";

export type ColumnType = "text" | "int" | "boolean";

/**
 * A common table expression `batch` of many rows given as one JSON array of objects under the
 * placeholder `rows` (see `batchRows`): the statement's text stays the same however many rows
 * there are, so it is planned once, and the database reads one parameter whatever the batch.
 */
export function batchSql(columns: readonly (readonly [name: string, type: ColumnType])[]): SQL {
  const names = sql.raw(columns.map(([name, type]) => `${name} ${type}`).join(", "));
  return sql`batch as (
    select * from json_to_recordset(${sql.placeholder("rows")}::json) as batch (${names})
  )`;
}

/** The value of `batchSql`'s `rows`: each row an object keyed by column name. */
export function batchRows(rows: readonly Record<string, unknown>[]): string {
  return JSON.stringify(rows);
}
