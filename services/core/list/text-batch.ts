import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { textRows } from "@/services/db/rows";
import { batchQuery, type KeysetPosition } from "./page";
import type { ListSpec, Sort } from "./types";

/** A keyset step's rows as text values (null or "" for NULL) and the position after it. */
export interface TextBatch {
  rows: unknown[][];
  next: KeysetPosition | null;
}

/** The unit separator: XML 1.0 cannot hold it, so no export needs it inside a value. */
const unit = "\x1f";

/**
 * The keyset step answering only `fields` (then `__k`, `__id`): PostgreSQL drops the other columns
 * of the sub-select with their lookups and sub-selects. `joined` asks for a row's values as one
 * text, unit-separated, NULL as "": the server joins them about as fast as it sends them apart,
 * and the driver decodes one value a row instead of one per column. The outer order restates the
 * inner one, which the planner sees is already met (no second sort).
 */
function stepQuery(spec: ListSpec<unknown>, where: SQL, sort: Sort, cursor: KeysetPosition | undefined, limit: number, fields: readonly string[], joined: boolean): SQL {
  const dir = sql.raw(sort.desc ? "desc" : "asc");
  const inner = batchQuery(spec, where, sort, cursor, limit, sql`${sort.field.expr} as "__s"`);
  const values = joined
    ? sql`concat_ws(${unit}, ${sql.join(fields.map((f) => sql`coalesce(q.${sql.identifier(f)}::text, '')`), sql`, `)})`
    : sql.join(fields.map((f) => sql`q.${sql.identifier(f)}`), sql`, `);
  return sql`select ${values}, q."__k", q."__id" from (${inner}) q order by q."__s" ${dir}, q."__id" ${dir}`;
}

/**
 * One keyset step for exports, as arrays of text (`textRows`): no row object, no `spec.map`, a row
 * holds the values of `fields` in that order. Read joined; a batch where a value held the separator
 * (a row splits into too many parts) is read again column by column.
 */
export async function readTextBatch(
  db: Db,
  spec: ListSpec<unknown>,
  where: SQL,
  sort: Sort,
  cursor: KeysetPosition | undefined,
  limit: number,
  fields: readonly string[],
): Promise<TextBatch> {
  let raw = (await textRows(db, stepQuery(spec, where, sort, cursor, limit, fields, true))).rows;
  let values: unknown[][] = raw.map((r) => String(r[0]).split(unit));
  let k = 1;
  if (values.some((v) => v.length !== fields.length)) {
    raw = (await textRows(db, stepQuery(spec, where, sort, cursor, limit, fields, false))).rows;
    values = raw;
    k = fields.length;
  }
  const more = raw.length > limit;
  const last = more ? raw[limit - 1] : undefined;
  if (more) values.length = limit;
  return { rows: values, next: last ? { value: String(last[k]), id: Number(last[k + 1]) } : null };
}
