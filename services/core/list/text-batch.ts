import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { textRows } from "@/services/db/rows";
import { batchQuery, type KeysetPosition } from "./page";
import type { ListSpec, Sort } from "./types";

/** The unit separator: XML 1.0 cannot hold it, so no export needs it inside a value. */
export const unitSeparator = "\x1f";

/** A keyset step's rows and the position after it. */
export interface TextBatch {
  /** Each row's values in `fields` order as one text, joined by `unitSeparator`, NULL as "". */
  rows: string[];
  /** The rows read again column by column (`fields` first), for a row that splits into too many parts. */
  apart(): Promise<unknown[][]>;
  next: KeysetPosition | null;
}

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
    ? sql`concat_ws(${unitSeparator}, ${sql.join(fields.map((f) => sql`coalesce(q.${sql.identifier(f)}::text, '')`), sql`, `)})`
    : sql.join(fields.map((f) => sql`q.${sql.identifier(f)}`), sql`, `);
  return sql`select ${values}, q."__k", q."__id" from (${inner}) q order by q."__s" ${dir}, q."__id" ${dir}`;
}

/**
 * One keyset step for exports, as text (`textRows`): no row object, no `spec.map`. The caller splits
 * a row as it writes it, so the parts die young instead of outliving the batch in V8's heap; a row
 * whose values held the separator (too many parts) is taken from `apart()`.
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
  const raw = (await textRows(db, stepQuery(spec, where, sort, cursor, limit, fields, true))).rows;
  const more = raw.length > limit;
  const last = more ? raw[limit - 1] : undefined;
  if (more) raw.length = limit;
  return {
    rows: raw.map((r) => String(r[0])),
    apart: async () => (await textRows(db, stepQuery(spec, where, sort, cursor, limit, fields, false))).rows.slice(0, limit),
    next: last ? { value: String(last[1]), id: Number(last[2]) } : null,
  };
}
