import { and, eq, inArray, sql } from "drizzle-orm";
import {
  confirmDecisions, confirmLineInput, purchaseOrderOps, scheduleLineInput, type ConfirmDecision, type ConfirmInput, type WorkbookRow,
} from "@/lib/contracts/erp-purchase/purchase-order";
import type { Translate } from "@/lib/contracts/issues";
import { issueMessage } from "@/lib/contracts/issues";
import { decAdd } from "@/lib/contracts/decimal";
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
  /** The line's confirmation, on the line's first row only (the rows after it are its schedule lines). */
  line?: ConfirmInput["lines"][number];
  lineId?: number;
  orderId?: number;
}

interface Typed {
  planned: Planned;
  found: { id: number; orderId: number; deldate: string };
  decision: string;
  qty: string;
  date: string;
  reason: string;
}

async function planRows(tx: Db, scope: Scope, sheet: SheetRow[], t: Translate, locale: string): Promise<Planned[]> {
  const data = sheet.filter((r) => r.n > 1);
  const ponos = [...new Set(data.map((r) => r.cells[0] ?? "").filter(Boolean))];
  const found = ponos.length
    ? await tx.select({ id: l.id, orderId: l.orderId, pono: o.pono, lineNo: l.lineNo, deldate: l.deldate }).from(l).innerJoin(o, eq(o.id, l.orderId))
        .where(and(inArray(o.pono, ponos), inScope(scope, sql`${o.companyId}`, sql`${o.supplierId}`), confirmableLine()))
    : [];
  const byKey = new Map(found.map((f) => [`${f.pono}\u0000${f.lineNo}`, f]));
  const byLine = new Map<number, Typed[]>();
  const plan = data.map(({ n, cells }): Planned => {
    const [pono = "", lineNo = ""] = cells;
    const [decision = "", qty = "", date = "", reason = ""] = cells.slice(answerFrom, workbookColumns.length);
    const planned: Planned = { report: { row: n, pono, lineNo, outcome: "skipped", reason: "" } };
    if (!decision && !qty && !date && !reason) return planned;
    const line = byKey.get(`${pono}\u0000${lineNo}`);
    if (!line) return bad(planned, t("validation.purchaseOrder.workbookUnknownLine"));
    byLine.set(line.id, [...(byLine.get(line.id) ?? []), { planned, found: line, decision, qty, date, reason }]);
    return planned;
  });
  for (const rows of byLine.values()) (rows.length === 1 ? single : scheduled)(rows);
  return plan;

  function bad(p: Planned, message: string): Planned {
    p.report = { ...p.report, outcome: "bad", reason: message };
    return p;
  }
  function parsed(rows: Typed[], input: Record<string, unknown>) {
    const [first] = rows as [Typed];
    const result = confirmLineInput.safeParse(input);
    if (!result.success) {
      const message = result.error.issues.map((i) => said(t, String(i.path[0] ?? ""), issueMessage(i, t, locale))).join("; ");
      for (const r of rows) bad(r.planned, message);
      return;
    }
    first.planned.line = result.data;
    for (const r of rows) Object.assign(r.planned, { lineId: first.found.id, orderId: first.found.orderId, report: { ...r.planned.report, outcome: "valid" } });
  }
  /** One row for the line: its decision, quantity, date (the line's delivery date when empty) and reason. */
  function single(rows: Typed[]) {
    const [r] = rows as [Typed];
    const code = decisionOf.get(fold(r.decision));
    if (!code) return void bad(r.planned, said(t, "decision", t("validation.purchaseOrder.decision")));
    parsed(rows, { lineId: r.found.id, decision: code, promisedDate: r.date || r.found.deldate, promisedQty: r.qty ? qtyText(r.qty) : undefined, reason: r.reason || undefined });
  }
  /**
   * Several rows for the line: its schedule lines, each with a quantity and a date. The first row's decision
   * holds for the line (the others repeat it or leave it empty); a reason on any row is the rest's. One bad
   * row holds back the line's other rows.
   */
  function scheduled(rows: Typed[]) {
    const [first] = rows as [Typed];
    const code = decisionOf.get(fold(first.decision));
    const schedule = rows.map((r, k) => {
      const errors: string[] = [];
      if (k === 0 ? !code : r.decision && decisionOf.get(fold(r.decision)) !== code) {
        errors.push(said(t, "decision", k === 0 || !decisionOf.has(fold(r.decision)) ? t("validation.purchaseOrder.decision")
          : t("validation.purchaseOrder.workbookSplitDecision", { row: first.planned.report.row })));
      }
      const entry = scheduleLineInput.safeParse({ qty: qtyText(r.qty), promisedDate: r.date });
      if (!entry.success) errors.push(...entry.error.issues.map((i) => said(t, i.path[0] === "qty" ? "promisedQty" : "promisedDate", issueMessage(i, t, locale))));
      if (errors.length) bad(r.planned, errors.join("; "));
      return entry.data;
    });
    const wrong = rows.find((r) => r.planned.report.outcome === "bad");
    if (wrong) {
      for (const r of rows) if (r !== wrong && r.planned.report.outcome !== "bad") bad(r.planned, t("validation.purchaseOrder.workbookSplitRow", { row: wrong.planned.report.row }));
      return;
    }
    const entries = schedule.map((s) => s!);
    const reason = [...new Set(rows.map((r) => r.reason).filter(Boolean))].join("; ");
    parsed(rows, {
      lineId: first.found.id, decision: code, reason: reason || undefined, schedule: entries,
      promisedDate: entries.map((s) => s.promisedDate).sort().at(-1), promisedQty: entries.reduce((a, s) => decAdd(a, s.qty), "0"),
    });
  }
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
      applyDocuments(tx, plan, (p) => p.orderId,
        (sp, rows) => applyConfirmation(sp, scope, rows[0]!.orderId!, rows.flatMap((r) => (r.line ? [r.line] : [])), t, locale),
        (field, message) => said(t, field, message), t, (p) => p.lineId));
  },
});
