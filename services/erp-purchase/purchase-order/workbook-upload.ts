import { and, eq, inArray, sql } from "drizzle-orm";
import {
  confirmDecisions, confirmLineInput, purchaseOrderOps, type ConfirmDecision, type ConfirmInput, type WorkbookRow,
} from "@/lib/contracts/erp-purchase/purchase-order";
import type { Translate } from "@/lib/contracts/issues";
import { issueMessage } from "@/lib/contracts/issues";
import { enumCaption } from "@/lib/contracts/kit/captions";
import { locales } from "@/lib/i18n/locales";
import { rights } from "@/lib/rights/codes";
import { translatorFor } from "@/services/core/i18n";
import type { SheetRow } from "@/services/core/import/read-sheet";
import { inScope, type Scope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import type { Db } from "@/services/db/client";
import { purchaseOrderLines as l, purchaseOrders as o } from "@/services/db/schema";
import { applyConfirmation } from "./confirm";
import { answerFrom, confirmableLine, workbookColumns } from "./workbook";
import { applyDocuments, qtyText, settleWorkbook, uploadedSheet } from "../workbook-round-trip";

export const confirmWorkbookPurpose = "po-confirm-workbook";

const fold = (s: string) => s.normalize("NFKC").toLowerCase().replace(/\s+/g, "");
/** A decision as typed: its code, or its caption in any of the portal's languages. */
const decisionOf = new Map<string, ConfirmDecision>(
  confirmDecisions.flatMap((d) => [d, ...locales.map((loc) => translatorFor(loc)(enumCaption("confirmDecision", d)))].map((k) => [fold(k), d] as const)),
);

const fieldCaption: Record<string, string> = {
  decision: "purchaseOrder.confirm.decision", promisedDate: "purchaseOrder.confirm.promisedDate", promisedQty: "purchaseOrder.confirm.promisedQty",
  reason: "purchaseOrder.confirm.reason", schedule: "purchaseOrder.schedule.title", lineId: "purchaseOrder.workbook.columns.lineNo",
};
/** A field error as the screen words it, led by the field's caption (the sheet has no field to put it beside). */
const said = (t: Translate, field: string | undefined, message: string) => (field && fieldCaption[field] ? `${t(fieldCaption[field])}: ${message}` : message);

interface Planned {
  report: WorkbookRow;
  line?: ConfirmInput["lines"][number];
  orderId?: number;
}

async function planRows(tx: Db, scope: Scope, sheet: SheetRow[], t: Translate, locale: string): Promise<Planned[]> {
  const data = sheet.filter((r) => r.n > 1);
  const ponos = [...new Set(data.map((r) => r.cells[0] ?? "").filter(Boolean))];
  const found = ponos.length
    ? await tx.select({ id: l.id, orderId: l.orderId, pono: o.pono, lineNo: l.lineNo, deldate: l.deldate }).from(l).innerJoin(o, eq(o.id, l.orderId))
        .where(and(inArray(o.pono, ponos), inScope(scope, sql`${o.companyId}`, sql`${o.supplierId}`), confirmableLine()))
    : [];
  const byKey = new Map(found.map((f) => [`${f.pono}\u0000${f.lineNo}`, f]));
  const seen = new Set<number>();
  return data.map(({ n, cells }) => {
    const [pono = "", lineNo = ""] = cells;
    const [decision = "", qty = "", date = "", reason = ""] = cells.slice(answerFrom, workbookColumns.length);
    const report: WorkbookRow = { row: n, pono, lineNo, outcome: "skipped", reason: "" };
    if (!decision && !qty && !date && !reason) return { report };
    const bad = (message: string): Planned => ({ report: { ...report, outcome: "bad", reason: message } });
    const line = byKey.get(`${pono}\u0000${lineNo}`);
    if (!line) return bad(t("validation.purchaseOrder.workbookUnknownLine"));
    if (seen.has(line.id)) return bad(t("validation.purchaseOrder.workbookTwice"));
    seen.add(line.id);
    const code = decisionOf.get(fold(decision));
    if (!code) return bad(said(t, "decision", t("validation.purchaseOrder.decision")));
    const parsed = confirmLineInput.safeParse({
      lineId: line.id, decision: code, promisedDate: date || line.deldate, promisedQty: qty ? qtyText(qty) : undefined, reason: reason || undefined,
    });
    if (!parsed.success) {
      return bad(parsed.error.issues.map((i) => said(t, String(i.path[0] ?? ""), issueMessage(i, t, locale))).join("; "));
    }
    return { report: { ...report, outcome: "valid" }, line: parsed.data, orderId: line.orderId };
  });
}

/**
 * Confirms lines from a filled confirmation workbook. The file is checked like every upload, read off the
 * event loop and not kept. The rows are validated whole in one transaction, each order in a savepoint with
 * its audit row: when a row is bad, nothing stays unless the caller asked to apply the valid rows (then the
 * valid rows of an order with a bad row are tried once more on their own).
 */
export const uploadConfirmWorkbook = defineRoute(purchaseOrderOps.workbookUpload, {
  rights: [rights.purchaseOrder.confirm],
  async handler({ db, scope, query, t, locale, upload }) {
    const sheet = await uploadedSheet(db, upload, { purpose: confirmWorkbookPurpose, name: query.name, createdBy: scope.userId });
    return settleWorkbook(db, query.applyValid, (tx) => planRows(tx, scope, sheet, t, locale), (tx, plan) =>
      applyDocuments(tx, plan, (p) => p.orderId, (sp, rows) => applyConfirmation(sp, scope, rows[0]!.orderId!, rows.map((r) => r.line!), t, locale),
        (field, message) => said(t, field, message), t));
  },
});
