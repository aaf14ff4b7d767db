import { sql, type SQL } from "drizzle-orm";
import type { KeyType, Sort } from "./types";

/** The sort key as text that casts back exactly (timestamps in UTC with microseconds). */
export function keyText(expr: SQL, type: KeyType): SQL {
  switch (type) {
    case "date":
      return sql`to_char(${expr}, 'YYYY-MM-DD')`;
    case "timestamptz":
      return sql`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
    default:
      return sql`(${expr})::text`;
  }
}

/** `(key, id) > / < (cursor key, cursor id)`: a row-value comparison an index on (key, id) serves. */
export function afterCursor(sort: Sort, id: SQL, cursor: { value: string; id: number }): SQL {
  const op = sql.raw(sort.desc ? "<" : ">");
  const cast = sql.raw(sort.field.type === "int" ? "integer" : sort.field.type === "bool" ? "boolean" : sort.field.type);
  // Integers and booleans travel as JS values: PGlite types parameters by the cast and refuses text for them.
  const type = sort.field.type;
  const value = type === "int" ? Number(cursor.value) : type === "bool" ? cursor.value === "true" : cursor.value;
  return sql`(${sort.field.expr}, ${id}) ${op} (cast(${value} as ${cast}), ${cursor.id})`;
}

export function orderBy(sort: Sort, id: SQL): SQL {
  const dir = sql.raw(sort.desc ? "desc" : "asc");
  return sql`${sort.field.expr} ${dir}, ${id} ${dir}`;
}
