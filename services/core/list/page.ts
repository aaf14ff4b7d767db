import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import type { ListResult } from "@/lib/contracts/common";
import { cappedCount } from "./count";
import { decodeCursor, encodeCursor } from "./cursor";
import { afterCursor, keyText, orderBy } from "./keyset";
import { parseSort } from "./sort";
import type { ListSpec, Sort } from "./types";
import { and } from "./where";
import { JsonText } from "../json-text";

export interface PageParams {
  sort?: string;
  cursor?: string;
  limit: number;
}

export type KeysetPosition = { value: string; id: number };
type Raw = Record<string, unknown> & { __k: string; __id: number };

/** The SQL of one keyset step: rows after `cursor` in `sort` order, limit + 1 to know whether more follow. */
export function batchQuery(spec: ListSpec<unknown>, where: SQL, sort: Sort, cursor: KeysetPosition | undefined, limit: number, extra?: SQL): SQL {
  const cond = and([where, cursor && afterCursor(sort, spec.id, cursor)]);
  return sql`
    select ${spec.columns}, ${keyText(sort.field.expr, sort.field.type)} as "__k", ${spec.id} as "__id"${extra ? sql`, ${extra}` : sql``}
    from ${spec.from} where ${cond} order by ${orderBy(sort, spec.id)} limit ${limit + 1}`;
}

export async function readBatch<Row>(
  db: Db,
  spec: ListSpec<Row>,
  where: SQL,
  sort: Sort,
  cursor: KeysetPosition | undefined,
  limit: number,
): Promise<{ rows: Row[]; next: KeysetPosition | null }> {
  const raw = await rows<Raw>(db, batchQuery(spec, where, sort, cursor, limit));
  const more = raw.length > limit;
  const page = more ? raw.slice(0, limit) : raw;
  const last = page[page.length - 1];
  return { rows: page.map((r) => spec.map(r)), next: more && last ? { value: last.__k, id: Number(last.__id) } : null };
}

/** The page's sort and where it starts, from its query. */
function position(spec: ListSpec<unknown>, p: PageParams): { sort: Sort; cursor: KeysetPosition | undefined } {
  const sort = parseSort(spec, p.sort);
  return { sort, cursor: p.cursor ? decodeCursor(p.cursor, sort.key, sort.field.type) : undefined };
}

/**
 * A page of a list (docs/architecture.md, routes inside a service). The capped total is counted on the first page only,
 * in parallel with the rows.
 */
export async function listPage<Row>(db: Db, spec: ListSpec<Row>, where: SQL, p: PageParams): Promise<ListResult<Row>> {
  const { sort, cursor } = position(spec, p);
  const [batch, count] = await Promise.all([
    readBatch(db, spec, where, sort, cursor, p.limit),
    cursor ? null : cappedCount(db, spec.countFrom ?? spec.from, where),
  ]);
  return {
    rows: batch.rows,
    nextCursor: batch.next ? encodeCursor(sort.key, batch.next.value, batch.next.id) : null,
    total: count?.total ?? null,
    totalCapped: count?.totalCapped ?? false,
  };
}

/**
 * `listPage` for a list whose rows are answered as they are read: PostgreSQL writes each row's JSON (`spec.json`), and
 * the page is one string. The answer is the same, value for value (tests/integration/list-json.test.ts).
 */
export async function listPageJson(db: Db, spec: ListSpec<unknown>, where: SQL, p: PageParams): Promise<JsonText> {
  const json = spec.json!;
  const { sort, cursor } = position(spec, p);
  const batch = batchQuery({ ...spec, columns: json.columns }, where, sort, cursor, p.limit);
  const [raw, count] = await Promise.all([
    rows<{ json: string; __k: string; __id: number }>(db, sql`select ${json.row} as "json", p."__k", p."__id" from (${batch}) p`),
    cursor ? null : cappedCount(db, spec.countFrom ?? spec.from, where),
  ]);
  const more = raw.length > p.limit;
  const last = more ? raw[p.limit - 1] : undefined;
  const items = (more ? raw.slice(0, p.limit) : raw).map((r) => r.json);
  const nextCursor = last ? encodeCursor(sort.key, last.__k, Number(last.__id)) : null;
  return new JsonText(
    '{"rows":[',
    items,
    `],"nextCursor":${JSON.stringify(nextCursor)},"total":${count ? count.total : null},"totalCapped":${count?.totalCapped ?? false}}`,
  );
}
