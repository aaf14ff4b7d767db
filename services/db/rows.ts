import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Db } from "./client";
import { renderQuery } from "./render";

/**
 * Raw SQL rows, typed as drizzle's `execute` answers them (dates, timestamps and intervals as the server's text).
 * On PostgreSQL sent to the pool directly, like `textRows`: drizzle would build a prepared-query object with two
 * configurations and their type parsers for every statement. A transaction (no driver of its own) and PGlite go
 * through `execute`: on PGlite this path once met a worker answering empty rows, not understood, so it is not used there.
 */
export async function rows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const { client, dialect } = driverOf(db);
  if (!client || "waitReady" in client) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const { sql: text, params } = renderQuery(dialect, query);
  return (await client.query({ text, values: params, types: pgObjects })).rows as unknown as T[];
}

/** Rows as arrays of values in select order, with the column names. */
export interface TextRows {
  fields: string[];
  rows: unknown[][];
}

type Answer = { rows: unknown[]; fields: Array<{ name: string }> };
type PgPool = { query(config: object): Promise<Answer> };
type PGliteClient = { waitReady: unknown; query(text: string, params: unknown[], opts: object): Promise<Answer> };

const asText = (value: string) => value;
const pgText = { getTypeParser: () => asText };
// bool, int8, int2, int4, json, float4, float8, date, time, timestamp, timestamptz, numeric, jsonb
const pgliteTyped = [16, 20, 21, 23, 114, 700, 701, 1082, 1083, 1114, 1184, 1700, 3802];
const pgliteText = Object.fromEntries(pgliteTyped.map((oid) => [oid, asText]));
// what drizzle's execute leaves as text: timestamp(tz), date, interval, and their arrays, numeric[]
const keptAsText = [1114, 1184, 1082, 1186, 1115, 1185, 1182, 1187, 1231];
const pgObjects = {
  getTypeParser: (oid: number, format?: string) => (keptAsText.includes(oid) ? asText : pg.types.getTypeParser(oid, format as "text")),
};
const fallbackDialect = new PgDialect();

function driverOf(db: Db): { client: PgPool | PGliteClient | undefined; dialect: PgDialect } {
  const internals = db as unknown as { $client?: PgPool | PGliteClient; dialect?: PgDialect };
  return { client: internals.$client, dialect: internals.dialect ?? fallbackDialect };
}

/**
 * A query's rows as arrays of the server's text values (null for NULL; booleans `t`/`f`), without a
 * row object or a type parser per value: the cheap form for code that writes text anyway (exports).
 * Goes to the driver directly; a `db` without one (a transaction) answers the same through `execute`,
 * with the drivers' typed values.
 */
export async function textRows(db: Db, query: SQL): Promise<TextRows> {
  const { client, dialect } = driverOf(db);
  if (!client) {
    const objects = await rows(db, query);
    const fields = objects.length ? Object.keys(objects[0]!) : [];
    return { fields, rows: objects.map((o) => fields.map((f) => o[f])) };
  }
  const { sql: text, params } = renderQuery(dialect, query);
  const res = "waitReady" in client
    ? await client.query(text, params, { rowMode: "array", parsers: pgliteText })
    : await client.query({ text, values: params, rowMode: "array", types: pgText });
  return { fields: res.fields.map((f) => f.name), rows: res.rows as unknown[][] };
}
