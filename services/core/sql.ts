import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

/** Dates and timestamps as text in SQL, so both drivers (pg, PGlite) answer the same strings. */
export const dateText = (expr: SQL) => sql`to_char(${expr}, 'YYYY-MM-DD')`;
export const isoText = (expr: SQL) => sql`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `(a, b, c)` for an `in` list of integers. */
export const idList = (ids: readonly number[]) => sql`(${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;

export const str = (v: unknown): string => (v === null || v === undefined ? "" : String(v));
export const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
export const int = (v: unknown): number => Number(v ?? 0);

const dialect = new PgDialect();
/**
 * A parameter-free SQL piece (select list, FROM with joins, sort keys) rendered to text once: written
 * against drizzle columns, so a renamed column fails to compile, yet not re-rendered on every request.
 */
export function frozen(piece: SQL): SQL {
  const q = dialect.sqlToQuery(piece);
  return q.params.length ? piece : sql.raw(q.sql);
}
