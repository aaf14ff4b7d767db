import type { SQL } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { readBatch, type KeysetPosition } from "./page";
import { readTextBatch } from "./text-batch";
import { parseSort } from "./sort";
import type { ListSpec } from "./types";

/**
 * Keyset batches, each read while the caller works on the one before: `read` gets the position after
 * the previous batch (none for the first) and answers the batch and the position after it.
 */
async function* prefetched<B extends { next: KeysetPosition | null }>(read: (after: KeysetPosition | undefined) => Promise<B>) {
  const start = (after: KeysetPosition | undefined) => {
    const p = read(after);
    p.catch(() => undefined); // a consumer that stops early must not leave an unhandled rejection behind
    return p;
  };
  let next = start(undefined);
  for (;;) {
    const batch = await next;
    if (batch.next) next = start(batch.next);
    yield batch;
    if (!batch.next) return;
  }
}

/**
 * Every row of a list, in keyset batches, for exports: no row cap, constant memory. The next batch is
 * read while the caller works on the current one. 500 rows a batch: as fast as 2,000 (the next batch
 * is already on its way) and measured at a fifth of the peak memory (bench/purchase-export.bench.ts).
 */
export async function* iterateBatches<Row>(db: Db, spec: ListSpec<Row>, where: SQL, sortKey: string | undefined, batchSize = 500) {
  const sort = parseSort(spec, sortKey);
  for await (const batch of prefetched((after) => readBatch(db, spec, where, sort, after, batchSize))) {
    if (batch.rows.length) yield batch.rows;
  }
}

/**
 * The same walk as the text rows of `fields` (`readTextBatch`). 1,000 rows a batch: half the
 * statements of 500 to plan and wait for, which measured faster; 2,000 was no faster and held up to
 * 20 MB more, and from about 5,000 the planner turns to a parallel plan (bench/purchase-export.bench.ts).
 */
export async function* iterateTextBatches(db: Db, spec: ListSpec<unknown>, where: SQL, sortKey: string | undefined, fields: readonly string[], batchSize = 1000) {
  const sort = parseSort(spec, sortKey);
  for await (const batch of prefetched((after) => readTextBatch(db, spec, where, sort, after, batchSize, fields))) {
    if (batch.rows.length) yield batch;
  }
}

/** Row by row, for callers that want one at a time. */
export async function* iterateList<Row>(db: Db, spec: ListSpec<Row>, where: SQL, sortKey: string | undefined) {
  for await (const batch of iterateBatches(db, spec, where, sortKey)) yield* batch;
}
