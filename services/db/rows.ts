import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client";

/** Raw SQL rows; both drivers (pg and PGlite) answer with `{ rows }`. */
export async function rows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/** Rows as arrays of values in select order, with the column names. */
export interface TextRows {
  fields: string[];
  rows: unknown[][];
}

type PgPool = { query(config: object): Promise<{ rows: unknown[][]; fields: Array<{ name: string }> }> };
type PGliteClient = { waitReady: unknown; query(text: string, params: unknown[], opts: object): Promise<{ rows: unknown[][]; fields: Array<{ name: string }> }> };

const asText = (value: string) => value;
const pgText = { getTypeParser: () => asText };
// bool, int8, int2, int4, json, float4, float8, date, time, timestamp, timestamptz, numeric, jsonb
const pgliteTyped = [16, 20, 21, 23, 114, 700, 701, 1082, 1083, 1114, 1184, 1700, 3802];
const pgliteText = Object.fromEntries(pgliteTyped.map((oid) => [oid, asText]));
const fallbackDialect = new PgDialect();

/**
 * A query's rows as arrays of the server's text values (null for NULL; booleans `t`/`f`), without a
 * row object or a type parser per value: the cheap form for code that writes text anyway (exports).
 * Goes to the driver directly; a `db` without one (a transaction) answers the same through `execute`,
 * with the drivers' typed values.
 */
export async function textRows(db: Db, query: SQL): Promise<TextRows> {
  const internals = db as unknown as { $client?: PgPool | PGliteClient; dialect?: PgDialect };
  const client = internals.$client;
  if (!client) {
    const objects = await rows(db, query);
    const fields = objects.length ? Object.keys(objects[0]!) : [];
    return { fields, rows: objects.map((o) => fields.map((f) => o[f])) };
  }
  const { sql: text, params } = (internals.dialect ?? fallbackDialect).sqlToQuery(query);
  const res = "waitReady" in client
    ? await client.query(text, params, { rowMode: "array", parsers: pgliteText })
    : await client.query({ text, values: params, rowMode: "array", types: pgText });
  return { fields: res.fields.map((f) => f.name), rows: res.rows };
}
