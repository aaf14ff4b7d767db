import ExcelJS from "exceljs";
import type { Translate } from "@/lib/contracts/issues";
import { columnKey, enumKey } from "@/lib/contracts/erp-purchase/paths";
import type { CollectionDetail } from "@/lib/contracts/erp-purchase/purchase-collection";
import { decimalCell, escapeFormula, type Cell } from "@/services/core/export";

const headerFields = ["collectionNo", "collDate", "pono", "buyer", "currency", "state", "totalAmount", "orderCount",
  "deliveredCount", "tradingCompany", "venno", "vensname", "downloadCount", "lastDownloader", "lastDownloadAt"] as const;
const lineFields = ["lineNo", "itemno", "itemname", "specs", "unit", "quantity", "price", "amount"] as const;
const lineDecimals = new Set(["quantity", "price", "amount"]);

const cell = (v: Cell): ExcelJS.CellValue => (typeof v === "string" ? escapeFormula(v) : (v ?? null));

/** The collection order's download report: its header as label/value pairs, then its material lines. */
export async function collectionReport(c: CollectionDetail, t: Translate): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(c.collectionNo.slice(0, 31));
  ws.columns = lineFields.map((f) => ({ width: f === "itemname" ? 30 : 16 }));
  ws.addRow([cell(t("purchaseCollection.reportSheet"))]).font = { bold: true, size: 14 };
  for (const f of headerFields) {
    const raw = c[f];
    const value = f === "state" ? t(enumKey("collectionState", String(raw))) : f === "totalAmount" ? decimalCell(String(raw)) : raw;
    ws.addRow([cell(t(columnKey("collection", f))), cell(value as Cell)]);
  }
  ws.addRow([]);
  ws.addRow(lineFields.map((f) => cell(t(columnKey("collectionLine", f))))).font = { bold: true };
  for (const l of c.lines) {
    ws.addRow(lineFields.map((f) => cell(lineDecimals.has(f) ? decimalCell(String(l[f])) : (l[f] as Cell))));
  }
  return new Uint8Array(await wb.xlsx.writeBuffer());
}
