import { type SQL, sql } from "drizzle-orm";

type ColumnType = "text" | "int" | "boolean";
type Value = string | number | boolean | null;

/**
 * A common table expression `batch` of many rows given as one array per column: the statement's
 * text and its parameters stay the same however many rows there are (one parameter a column),
 * so the database parses a few parameters instead of one per value.
 */
export function unnestSql(columns: [name: string, type: ColumnType, values: Value[]][]): SQL {
  const arrays = sql.join(
    columns.map(([, type, values]) => sql`${sql.param(values)}::${sql.raw(type)}[]`),
    sql`, `,
  );
  const names = sql.raw(columns.map(([name]) => name).join(", "));
  return sql`batch as (select * from unnest(${arrays}) as batch (${names}))`;
}
