import ExcelJS from "exceljs";

/**
 * A filled confirmation workbook as a supplier would send it: a header row, then per row the order number,
 * line number, decision, promised quantity, promised date and reason in the template's columns.
 */
export async function confirmWorkbookOf(lines: Array<[string, number | string, string, string, string | Date, string]>): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Open lines");
  sheet.addRow(["Order No.", "Line", "Item No.", "Description", "Ordered qty", "Delivery date", "Decision", "Promised quantity", "Promised date", "Reason"]);
  for (const [pono, lineNo, decision, qty, date, reason] of lines) sheet.addRow([pono, lineNo, "", "", "", "", decision, qty, date, reason]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}
