import { type SQL, sql } from "drizzle-orm";

export type ColumnType = "text" | "int" | "boolean";

/**
 * A common table expression `batch` of many rows given as one array per column, each array the
 * placeholder of its column's name: the statement's text stays the same however many rows there
 * are, so it can be prepared once, and the database reads one parameter a column.
 */
export function unnestSql(columns: readonly (readonly [name: string, type: ColumnType])[]): SQL {
  const arrays = sql.join(
    columns.map(([name, type]) => sql`${sql.placeholder(name)}::${sql.raw(type)}[]`),
    sql`, `,
  );
  const names = sql.raw(columns.map(([name]) => name).join(", "));
  return sql`batch as (select * from unnest(${arrays}) as batch (${names}))`;
}
