import { asc, desc } from "drizzle-orm";
import type { DrillMeasure, ScoreLine } from "@/lib/contracts/erp-purchase/supplier-score";
import { businessDate } from "@/services/core/business-time";
import type { Scope } from "@/services/core/list";
import type { Db } from "@/services/db/client";
import { cardSupplier } from "./card";
import { confirmationLines, deductionLines, dueLines, pricedLines, receiptLines, scoreWindow, statementLines } from "./sources";

const MAX_LINES = 5_000;
const line = (documentNo: string, reference: string, date: string, good: boolean, value: string | null, against: string | null): ScoreLine =>
  ({ documentNo, reference, date, good, value, against });

/**
 * The lines behind one measure of one month of a supplier, from the very queries the snapshot counts (sources.ts):
 * the good ones are its numerator, all of them its denominator.
 */
export async function drillLines(db: Db, scope: Scope, supplierId: number, measure: DrillMeasure, month: string): Promise<ScoreLine[]> {
  await cardSupplier(db, scope, supplierId);
  const w = scoreWindow(scope.companyId, month, scope.timeZone, scope.today);
  const day = (t: Date | null) => (t ? businessDate(t, scope.timeZone) : "");
  switch (measure) {
    case "onTime":
    case "quality":
    case "asn": {
      const q = receiptLines(db, w, supplierId).as("q");
      const found = await db.select().from(q).orderBy(asc(q.recdate), asc(q.recno), asc(q.pono), asc(q.lineNo)).limit(MAX_LINES);
      return found.map((r) =>
        measure === "onTime" ? line(r.recno, `${r.pono}/${r.lineNo} ${r.itemno}`, r.recdate, r.onTime, String(r.daysLate), r.due)
        : measure === "quality" ? line(r.recno, `${r.pono}/${r.lineNo} ${r.itemno}`, r.recdate, Number(r.rejectqty) === 0, r.rejectqty, r.recqty)
        : line(r.noticeNo, `${r.recno} ${r.pono}/${r.lineNo}`, r.recdate, r.asnExact, r.recqty, r.thisQty));
    }
    case "inFull": {
      const q = dueLines(db, w, supplierId).as("q");
      const found = await db.select().from(q).orderBy(asc(q.due), asc(q.pono), asc(q.lineNo)).limit(MAX_LINES);
      return found.map((r) => line(r.pono, `${r.lineNo} ${r.itemno}`, r.due, r.full, r.receivedByDue, r.payqty));
    }
    case "responsiveness": {
      const q = confirmationLines(db, w, supplierId).as("q");
      const found = await db.select().from(q).orderBy(asc(q.confirmedAt), asc(q.pono), asc(q.lineNo)).limit(MAX_LINES);
      return found.map((r) => line(r.pono, `${r.lineNo} ${r.itemno}`, day(r.confirmedAt), r.within, Number(r.hours).toFixed(2), null));
    }
    case "price": {
      const q = pricedLines(db, w, supplierId).as("q");
      const found = await db.select().from(q).orderBy(asc(q.podate), asc(q.pono), asc(q.lineNo)).limit(MAX_LINES);
      return found.map((r) => line(r.pono, `${r.lineNo} ${r.itemno} ${r.dj}`, r.podate, !r.above, r.amount, r.recordPrice));
    }
    case "invoice": {
      const q = statementLines(db, w, supplierId).as("q");
      const found = await db.select().from(q).orderBy(asc(q.confirmedAt), asc(q.statementNo)).limit(MAX_LINES);
      return found.map((r) => line(r.statementNo, "", day(r.confirmedAt), !r.disputed, null, null));
    }
    case "deductions": {
      const q = deductionLines(db, w, supplierId).as("q");
      const found = await db.select().from(q).orderBy(asc(q.billDate), desc(q.billNo)).limit(MAX_LINES);
      return found.map((r) => line(r.billNo, r.status, r.billDate, false, r.amount, null));
    }
  }
}
