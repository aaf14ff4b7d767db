import { and, eq, gt, inArray, isNotNull, max, min } from "drizzle-orm";
import { businessDate } from "@/services/core/business-time";
import type { Db } from "@/services/db/client";
import { auditLog, companies, scoreSnapshots } from "@/services/db/schema";
import { computeMonth } from "./compute";
import { openMonths } from "./months";
import { deductionBillAuditEntity } from "@/services/erp-production/deduction-bill/events";
import { deliveryNoticeAuditEntity } from "@/services/erp-purchase/delivery-notice/events";
import { goodsReceiptAuditEntity } from "@/services/erp-purchase/purchase-receipt/events";
import { purchaseOrderAuditEntity } from "@/services/erp-purchase/purchase-order/events";
import { reconciliationStatementAuditEntity } from "@/services/erp-purchase/reconciliation-statement/events";

/**
 * The audit entities whose actions change a scorecard's source rows: receipts and their rejections (scans book
 * receipts too), order confirmations and line rejections, ASNs, deduction bills and statements.
 */
const scoreSourceEntities = [goodsReceiptAuditEntity, purchaseOrderAuditEntity, deliveryNoticeAuditEntity, deductionBillAuditEntity, reconciliationStatementAuditEntity];

/** A snapshot older than this is recomputed whatever changed: sources written without an audit row (ERP imports, price records) still count within the hour. */
const scoreStaleMs = 3_600_000;

/**
 * One instance's scorecard upkeep, called every scheduler poll; answers the months it recomputed. Each company's open
 * and previous month is recomputed when an audited action on its source records happened after the month's snapshot
 * (the audit rows since the last poll, read by id), when the snapshot is an hour old, or when the company's business
 * day has turned since (the in-full measure judges the lines due before today). Otherwise the month is skipped, so an
 * instance starting, or a second instance after the first has recomputed, costs one read per month.
 */
export function scoreRefresher(): (db: Db, now: Date) => Promise<number> {
  let seen: number | null = null;
  /** When this instance last computed a month that wrote no snapshot (a company without suppliers yet). */
  const tried = new Map<string, number>();
  return async (db, now) => {
    const changed = new Map<number, Date>();
    if (seen === null) {
      const [top] = await db.select({ id: max(auditLog.id) }).from(auditLog);
      seen = top?.id ?? 0;
    } else {
      const found = await db
        .select({ companyId: auditLog.companyId, last: max(auditLog.id), at: max(auditLog.at) })
        .from(auditLog)
        .where(and(gt(auditLog.id, seen), inArray(auditLog.entity, scoreSourceEntities), isNotNull(auditLog.companyId)))
        .groupBy(auditLog.companyId);
      for (const f of found) {
        changed.set(f.companyId!, f.at!);
        seen = Math.max(seen, f.last!);
      }
    }
    const list = await db.select({ id: companies.id, timeZone: companies.timeZone }).from(companies);
    let recomputed = 0;
    for (const c of list) {
      const today = businessDate(now, c.timeZone);
      for (const month of openMonths(c.timeZone, now)) {
        const [snap] = await db.select({ at: min(scoreSnapshots.computedAt) }).from(scoreSnapshots)
          .where(and(eq(scoreSnapshots.companyId, c.id), eq(scoreSnapshots.month, month)));
        const key = `${c.id}:${month}`;
        const at = Math.max(snap?.at?.getTime() ?? Number.NEGATIVE_INFINITY, tried.get(key) ?? Number.NEGATIVE_INFINITY);
        const source = changed.get(c.id);
        const stale = now.getTime() - at >= scoreStaleMs || businessDate(new Date(at), c.timeZone) !== today || (source !== undefined && source.getTime() >= at);
        if (!stale) continue;
        await db.transaction((tx) => computeMonth(tx, c.id, month, now));
        tried.set(key, now.getTime());
        recomputed++;
      }
    }
    return recomputed;
  };
}

