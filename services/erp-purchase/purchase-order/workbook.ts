import { and, asc, eq, or, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { confirmDecisions, purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import { enumCaption } from "@/lib/contracts/kit/captions";
import { rights } from "@/lib/rights/codes";
import { sheetLimits } from "@/services/core/import/read-sheet";
import { inScope, type Scope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import type { Db } from "@/services/db/client";
import { purchaseOrderLines as l, purchaseOrders as o } from "@/services/db/schema";
import { openCells, workbookResponse } from "../workbook-round-trip";

/** The workbook's columns in order; the first six are the line as ordered (locked), the last four are the answer. */
export const workbookColumns = ["pono", "lineNo", "itemno", "itemdesc", "payqty", "deldate", "decision", "promisedQty", "promisedDate", "reason"] as const;
export const answerFrom = workbookColumns.indexOf("decision");

/**
 * Lines a confirmation may still cover: open and not declined, on an order released by its price review
 * and not declined (an order not accepted yet is accepted by confirming all its lines).
 */
export const confirmableLine = () =>
  and(eq(l.completeStatus, "open"), sql`${l.receiveStatus} <> 'rejected'`,
    or(eq(o.receiveStatus, "received"), and(eq(o.receiveStatus, "not_received"), eq(o.priceReviewStatus, "done"))));

export function openLines(db: Db, scope: Scope) {
  return db.select({ pono: o.pono, lineNo: l.lineNo, itemno: l.itemno, itemdesc: l.itemdesc, payqty: l.payqty, deldate: l.deldate })
    .from(l).innerJoin(o, eq(o.id, l.orderId))
    .where(and(inScope(scope, sql`${o.companyId}`, sql`${o.supplierId}`), confirmableLine()))
    .orderBy(asc(o.pono), asc(l.lineNo))
    .limit(sheetLimits.maxRows - 1);
}

/**
 * The caller's open lines as a workbook in its language: the header and the line columns locked by the
 * sheet's protection, the answer columns open, the decision a list of its captions; the rows below open
 * for a line's further schedule lines.
 */
export const downloadConfirmWorkbook = defineRoute(purchaseOrderOps.workbook, {
  rights: [rights.purchaseOrder.confirm],
  async handler({ db, scope, t }) {
    const lines = await openLines(db, scope);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet(t("purchaseOrder.workbook.sheet"), { views: [{ state: "frozen", ySplit: 1 }] });
    const widths = [16, 8, 16, 30, 14, 14, 18, 18, 24, 30];
    sheet.columns = workbookColumns.map((c, i) => ({ header: t(`purchaseOrder.workbook.template.${c}`), width: widths[i] }));
    // The rows under the lines stay open: a line's schedule lines are further rows with its order and line number.
    workbookColumns.forEach((_, i) => { sheet.getColumn(i + 1).protection = { locked: false }; });
    sheet.getRow(1).eachCell((cell) => { cell.protection = { locked: true }; });
    sheet.getRow(1).font = { bold: true };
    const decisions = `"${confirmDecisions.map((d) => t(enumCaption("confirmDecision", d)).replaceAll(",", " ").replaceAll('"', "")).join(",")}"`;
    for (const line of lines) {
      const row = sheet.addRow([line.pono, line.lineNo, line.itemno, line.itemdesc, Number(line.payqty), line.deldate, null, null, null, null]);
      for (let c = 1; c <= answerFrom; c++) row.getCell(c).protection = { locked: true };
      openCells(row, answerFrom + 1, workbookColumns.length);
      row.getCell(answerFrom + 1).dataValidation = { type: "list", allowBlank: true, formulae: [decisions] };
      row.getCell(answerFrom + 3).numFmt = "yyyy-mm-dd";
      row.getCell(answerFrom + 4).alignment = { wrapText: true };
    }
    return workbookResponse(book, t("purchaseOrder.workbook.file"));
  },
});
