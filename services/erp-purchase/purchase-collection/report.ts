import ExcelJS from "exceljs";
import type { Translate } from "@/lib/contracts/issues";
import { enumCaption, type ColumnDecl } from "@/lib/contracts/kit/list";
import { collectionLineTable, purchaseCollectionList, type CollectionDetail } from "@/lib/contracts/erp-purchase/purchase-collection";
import { decimalCell, escapeFormula, type Cell } from "@/services/core/export";

const cell = (v: Cell): ExcelJS.CellValue => (typeof v === "string" ? escapeFormula(v) : (v ?? null));

/** A declared field's value as a report cell: decimals as numbers, enum values in the reader's language. */
function valueCell(d: ColumnDecl, v: unknown, t: Translate): ExcelJS.CellValue {
  if (v === null || v === undefined) return null;
  if (d.kind === "decimal") return cell(decimalCell(String(v)));
  if (d.kind === "enum") return cell(t(enumCaption(d.enumName!, String(v))));
  return cell(v as Cell);
}

/** The collection order's download report: its header as label/value pairs, then its material lines. */
export async function collectionReport(c: CollectionDetail, t: Translate): Promise<Uint8Array> {
  const head = purchaseCollectionList;
  const lines = collectionLineTable;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(c.collectionNo.slice(0, 31));
  ws.columns = lines.fields.map((f) => ({ width: lines.columns[f].width ?? 16 }));
  ws.addRow([cell(t("purchaseCollection.reportSheet"))]).font = { bold: true, size: 14 };
  for (const f of head.fields) ws.addRow([cell(t(head.caption(f))), valueCell(head.columns[f], c[f], t)]);
  ws.addRow([]);
  ws.addRow(lines.fields.map((f) => cell(t(lines.caption(f))))).font = { bold: true };
  for (const l of c.lines) ws.addRow(lines.fields.map((f) => valueCell(lines.columns[f], l[f], t)));
  return new Uint8Array(await wb.xlsx.writeBuffer());
}
