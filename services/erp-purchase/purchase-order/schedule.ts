import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { decCmp, decSub } from "@/lib/contracts/decimal";
import type { ScheduleLine } from "@/lib/contracts/erp-purchase/purchase-order";
import { purchaseOrderScheduleLines } from "@/services/db/schema";
import type { LineTable } from "./sendable-line";

const min = (a: string, b: string) => (decCmp(a, b) < 0 ? a : b);

/** A line's schedule (in date order) with its sent quantity drawn from the earliest schedule lines first. */
export function drawSchedule(planned: Array<{ qty: string; promisedDate: string }>, sentQty: string): ScheduleLine[] {
  let left = String(sentQty);
  return planned.map(({ qty, promisedDate }) => {
    const sent = decCmp(left, "0") > 0 ? min(left, String(qty)) : "0";
    left = decSub(left, sent);
    return { promisedDate, qty: String(qty), sent, open: decSub(String(qty), sent) };
  });
}

const s = alias(purchaseOrderScheduleLines, "sl");
const drawn = (l: LineTable) => sql`(select ${s.promisedDate} as d, ${s.seq} as seq,
  least(${s.qty}, greatest(sum(${s.qty}) over (order by ${s.promisedDate}, ${s.seq}) - ${l.sentQty}, 0)) as open
  from ${purchaseOrderScheduleLines} ${s} where ${s.lineId} = ${l.id})`;

/** The next schedule line a notice draws from: the earliest with something open (null without a schedule). */
export const nextScheduled = (l: LineTable): { qty: SQL<string | null>; date: SQL<string | null> } => ({
  qty: sql<string | null>`(select x.open from ${drawn(l)} x where x.open > 0 order by x.d, x.seq limit 1)`,
  date: sql<string | null>`(select x.d from ${drawn(l)} x where x.open > 0 order by x.d, x.seq limit 1)`,
});
