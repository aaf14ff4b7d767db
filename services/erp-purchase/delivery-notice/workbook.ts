import { and, asc, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import ExcelJS from "exceljs";
import { deliveryNoticeOps } from "@/lib/contracts/erp-purchase/delivery-notice";
import type { Translate } from "@/lib/contracts/issues";
import { rights } from "@/lib/rights/codes";
import { sheetLimits } from "@/services/core/import/read-sheet";
import { inScope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { purchaseOrderLines } from "@/services/db/schema";
import { sendableQty } from "../purchase-order/sendable-line";
import { openCells, workbookResponse } from "../workbook-round-trip";
import { shippable } from "./candidates";

/**
 * The workbook's columns in order: the line as it can ship (locked), then what the supplier fills: this-time
 * quantity and per pack, and the notice header of the line's receiving site (address and storage location
 * name the site; one notice per site).
 */
export const noticeWorkbookColumns = [
  "pono", "lineNo", "itemno", "itemdesc", "packunit", "sendableQty", "deldate",
  "thisQty", "perPack", "receiveAddress", "storageLocation", "requiredDept", "requiredDate", "deliveryNo", "deliverDate", "lateReason",
] as const;
export const fillFrom = noticeWorkbookColumns.indexOf("thisQty");
export const headerColumns = noticeWorkbookColumns.slice(noticeWorkbookColumns.indexOf("receiveAddress")) as
  Array<"receiveAddress" | "storageLocation" | "requiredDept" | "requiredDate" | "deliveryNo" | "deliverDate" | "lateReason">;

const dateColumns: readonly string[] = ["deldate", "requiredDate", "deliverDate"];
const lineFields: readonly string[] = ["thisQty", "perPack", "packs", "loose"];

/** A column's or field's caption as the notice screens word it. */
export const noticeCaption = (t: Translate, field: string) =>
  field === "sendableQty" ? t("deliveryNotice.workbook.sendableQty") : t(`deliveryNotice.${lineFields.includes(field) ? "lineColumns" : "columns"}.${field}`);

const l = alias(purchaseOrderLines, "l");

/** The caller's lines that can ship as a workbook in its language: the line columns locked, the rest open. */
export const downloadNoticeWorkbook = defineRoute(deliveryNoticeOps.workbook, {
  rights: [rights.deliveryNotice.add],
  async handler({ db, scope, t }) {
    const lines = await db
      .select({ pono: l.pono, lineNo: l.lineNo, itemno: l.itemno, itemdesc: l.itemdesc, packunit: l.packunit, sendableQty: sql<string>`${sendableQty(l)}`, deldate: l.deldate })
      .from(l)
      .where(and(inScope(scope, sql`${l.companyId}`, sql`${l.supplierId}`), shippable(l)))
      .orderBy(asc(l.pono), asc(l.lineNo))
      .limit(sheetLimits.maxRows - 1);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet(t("deliveryNotice.workbook.sheet"), { views: [{ state: "frozen", ySplit: 1 }] });
    const widths = [16, 8, 16, 30, 10, 14, 14, 14, 12, 30, 18, 18, 18, 18, 18, 24];
    sheet.columns = noticeWorkbookColumns.map((c, i) => ({
      header: dateColumns.includes(c) && i >= fillFrom ? `${noticeCaption(t, c)} (yyyy-mm-dd)` : noticeCaption(t, c), width: widths[i],
    }));
    sheet.getRow(1).font = { bold: true };
    for (const line of lines) {
      const row = sheet.addRow([line.pono, line.lineNo, line.itemno, line.itemdesc, line.packunit, Number(line.sendableQty), line.deldate]);
      openCells(row, fillFrom + 1, noticeWorkbookColumns.length);
      for (const c of ["requiredDate", "deliverDate"] as const) row.getCell(noticeWorkbookColumns.indexOf(c) + 1).numFmt = "yyyy-mm-dd";
    }
    return workbookResponse(book, t("deliveryNotice.workbook.file"));
  },
});
