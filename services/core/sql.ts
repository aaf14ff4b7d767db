import { sql, type SQL } from "drizzle-orm";
import { PgDialect, type AnyPgColumn } from "drizzle-orm/pg-core";

/** Dates and timestamps as text in SQL, so both drivers (pg, PGlite) answer the same strings. */
export const dateText = (expr: SQL) => sql`to_char(${expr}, 'YYYY-MM-DD')`;
export const isoText = (expr: SQL) => sql`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A timestamp column as ISO text, typed by its nullability, for a select of the query builder. */
export const isoOf = <C extends AnyPgColumn>(column: C) =>
  sql<C["_"]["notNull"] extends true ? string : string | null>`${isoText(sql`${column}`)}`;

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

/** A schema column's bare name, for the places SQL refuses a qualified one (an UPDATE's SET list, an INSERT's columns). */
export const bare = (column: AnyPgColumn) => sql.identifier(column.name);

/** A table's columns (getTableColumns) without the named ones: a select of "its own columns" that follows the schema. */
export function without<T extends object, K extends keyof T>(columns: T, ...keys: K[]): Omit<T, K> {
  const out = { ...columns };
  for (const key of keys) delete out[key];
  return out;
}

/** The proposed row's value of a column in an INSERT's ON CONFLICT DO UPDATE. */
export const excluded = (column: AnyPgColumn) => sql`excluded.${bare(column)}`;
