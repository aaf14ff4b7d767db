import ExcelJS from "exceljs";
import type { Translate } from "@/lib/contracts/issues";
import { enumCaption } from "@/lib/contracts/kit/captions";
import type { ColumnDecl } from "@/lib/contracts/kit/columns";
import { collectionLineTable, purchaseCollectionList, type CollectionDetail } from "@/lib/contracts/erp-purchase/purchase-collection";
import { decimalCell, escapeFormula, type Cell } from "@/services/core/export";
import { dateSerial, dateTimeSerial } from "@/services/core/export/date-cells";

const excelEpoch = Date.UTC(1899, 11, 30);
/** A serial day number as the Date ExcelJS writes back as that number (it converts Dates as UTC). */
const serialDate = (serial: number) => new Date(excelEpoch + Math.round(serial * 86_400_000));
const formats: Partial<Record<ColumnDecl["kind"], string>> = { date: "yyyy-mm-dd", datetime: "yyyy-mm-dd hh:mm" };

const cell = (v: Cell): ExcelJS.CellValue => (typeof v === "string" ? escapeFormula(v) : (v ?? null));

/**
 * A declared field's value as a report cell: decimals as numbers, enum values in the reader's language,
 * dates as dates and timestamps as the company's wall-clock time (formatted by `formats`).
 */
function valueCell(d: ColumnDecl, v: unknown, t: Translate, timeZone: string): ExcelJS.CellValue {
  if (v === null || v === undefined) return null;
  if (d.kind === "decimal") return cell(decimalCell(String(v)));
  if (d.kind === "enum") return cell(t(enumCaption(d.enumName!, String(v))));
  const serial = d.kind === "date" ? dateSerial(String(v)) : d.kind === "datetime" ? dateTimeSerial(String(v), timeZone) : null;
  return serial === null ? cell(v as Cell) : serialDate(serial);
}

function addValues(ws: ExcelJS.Worksheet, decls: ColumnDecl[], values: ExcelJS.CellValue[]) {
  const row = ws.addRow(values);
  decls.forEach((d, i) => {
    const f = formats[d.kind];
    if (f && values[i] instanceof Date) row.getCell(i + 1 + (values.length - decls.length)).numFmt = f;
  });
}

/** The collection order's download report: its header as label/value pairs, then its material lines. */
export async function collectionReport(c: CollectionDetail, t: Translate, timeZone: string): Promise<Uint8Array> {
  const head = purchaseCollectionList;
  const lines = collectionLineTable;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(c.collectionNo.slice(0, 31));
  ws.columns = lines.fields.map((f) => ({ width: lines.columns[f].width ?? 16 }));
  ws.addRow([cell(t("purchaseCollection.reportSheet"))]).font = { bold: true, size: 14 };
  for (const f of head.fields) addValues(ws, [head.columns[f]], [cell(t(head.caption(f))), valueCell(head.columns[f], c[f], t, timeZone)]);
  ws.addRow([]);
  ws.addRow(lines.fields.map((f) => cell(t(lines.caption(f))))).font = { bold: true };
  const decls = lines.fields.map((f) => lines.columns[f] as ColumnDecl);
  for (const l of c.lines) addValues(ws, decls, lines.fields.map((f) => valueCell(lines.columns[f], l[f], t, timeZone)));
  return new Uint8Array(await wb.xlsx.writeBuffer());
}
