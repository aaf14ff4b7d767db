import { Column, entityKind, Name, Param, SQL, StringChunk, Table, type Query } from "drizzle-orm";
import type { PgDialect } from "drizzle-orm/pg-core";
import { isDeepStrictEqual } from "node:util";

/**
 * A query's text and parameters, as `dialect.sqlToQuery` writes them, in one pass. drizzle asks each piece which of
 * a dozen kinds it is, and a failed question walks the piece's class chain; a list page's statements spent about a
 * tenth of the route's own time there (bench B1). The pieces a query is made of here (text, nested SQL, parameters,
 * identifiers, plain values) are written directly, and a table's or column's name is asked of drizzle once; a query
 * with anything else (a placeholder, a subquery, an aliased expression, inlined parameters) is left to drizzle.
 * In the test suites every query is also written by drizzle and must come out the same (`renderCheck`).
 */
export function renderQuery(dialect: PgDialect, query: SQL): Query {
  const out: Query = { sql: "", params: [] };
  const own = !inlined(query) && walk(dialect, query.queryChunks, out) ? out : null;
  if (renderCheck.on) return checked(dialect, query, own);
  return own ?? dialect.sqlToQuery(query);
}

/** On in the test suites (vitest.config.ts): every query written here is compared with drizzle's own. */
export const renderCheck = { on: process.env.RENDER_CHECK === "1" };

function checked(dialect: PgDialect, query: SQL, own: Query | null): Query {
  const theirs = dialect.sqlToQuery(query);
  if (own && (own.sql !== theirs.sql || !isDeepStrictEqual(own.params, theirs.params))) {
    throw new Error(`renderQuery differs from drizzle:\n${own.sql}\n${JSON.stringify(own.params)}\n---\n${theirs.sql}\n${JSON.stringify(theirs.params)}`);
  }
  return theirs;
}

// drizzle keeps the flag private; `.inlineParams()` sets it
const inlined = (q: SQL): boolean => (q as unknown as { shouldInlineParams: boolean }).shouldInlineParams;
const isEntity = (v: object): boolean => entityKind in (v.constructor ?? {});
const tableNames = new WeakMap<Table, string>();
const columnNames = new Map<string, string>();
// drizzle's table symbols (table.js), which its types do not declare
const [isAlias, schemaOf, nameOfTable, originalName] = ["IsAlias", "Schema", "Name", "OriginalName"].map((k) => Symbol.for(`drizzle:${k}`)) as [symbol, symbol, symbol, symbol];

/**
 * A table's or a column's name as drizzle writes it (schema, alias, casing), asked of drizzle the first time. A column
 * read through an aliased table is a new object at every read, so columns are kept by what drizzle writes them from.
 */
function nameOf(dialect: PgDialect, chunk: Column | Table): string {
  if (chunk instanceof Table) {
    let text = tableNames.get(chunk);
    if (text === undefined) tableNames.set(chunk, (text = dialect.sqlToQuery(new SQL([chunk])).sql));
    return text;
  }
  const t = chunk.table as unknown as Record<symbol, unknown>;
  const key = `${String(t[schemaOf])}.${String(t[nameOfTable])}.${String(t[originalName])}.${t[isAlias] ? 1 : 0}.${chunk.name}.${chunk.keyAsName ? 1 : 0}`;
  let text = columnNames.get(key);
  if (text === undefined) columnNames.set(key, (text = dialect.sqlToQuery(new SQL([chunk])).sql));
  return text;
}

function param(out: Query, value: unknown): void {
  out.params.push(value);
  out.sql += `$${out.params.length}`;
}

function walk(dialect: PgDialect, chunks: readonly unknown[], out: Query): boolean {
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk) out.sql += chunk.value.join("");
    else if (chunk instanceof SQL) {
      if (inlined(chunk) || !walk(dialect, chunk.queryChunks, out)) return false;
    } else if (chunk instanceof Param) {
      if (chunk.value !== null && typeof chunk.value === "object" && isEntity(chunk.value)) return false;
      const value: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (value !== null && typeof value === "object" && isEntity(value)) return false;
      param(out, value);
    } else if (chunk instanceof Name) out.sql += dialect.escapeName(chunk.value);
    else if (chunk === undefined) continue;
    else if (chunk === null || (typeof chunk !== "object" && typeof chunk !== "function")) param(out, chunk);
    else if (Array.isArray(chunk)) {
      out.sql += "(";
      for (let i = 0; i < chunk.length; i++) {
        if (i) out.sql += ", ";
        if (!walk(dialect, [chunk[i]], out)) return false;
      }
      out.sql += ")";
    } else if (typeof chunk === "function") return false;
    else if (chunk instanceof Column || chunk instanceof Table) out.sql += nameOf(dialect, chunk);
    else if (isEntity(chunk) || typeof (chunk as { getSQL?: unknown }).getSQL === "function") return false;
    else param(out, chunk);
  }
  return true;
}
