// Reads the first worksheet of an uploaded workbook in a worker thread, off the event loop. Whatever a
// crafted file does to the parser (SheetJS has published prototype-pollution advisories) stays in this
// thread's own heap, which ends with it; only plain strings go back.
import { parentPort, workerData } from "node:worker_threads";

const { bytes, kind, maxRows, maxCols } = workerData;
const cell = (v) => {
  if (v === null || v === undefined) return "";
  if (typeof v === "object") {
    if (v instanceof Date) return v.toISOString().slice(0, 10);
    if ("richText" in v && Array.isArray(v.richText)) return v.richText.map((r) => String(r.text ?? "")).join("");
    if ("text" in v) return String(v.text ?? "");
    if ("result" in v) return cell(v.result);
    return "";
  }
  return String(v);
};
const clip = (row) => row.slice(0, maxCols).map((v) => cell(v).trim().slice(0, 200));
const blank = (cells) => cells.every((c) => c === "");

let rows = [];
let tooMany = false;
if (kind === "xlsx") {
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes));
  const sheet = book.worksheets[0];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const cells = clip(Array.isArray(row.values) ? row.values.slice(1) : []);
    if (blank(cells)) return;
    if (rows.length >= maxRows) tooMany = true;
    else rows.push({ n: row.number, cells });
  });
} else {
  const XLSX = (await import("xlsx")).default;
  const book = XLSX.read(Buffer.from(bytes), { type: "buffer", sheetRows: maxRows + 1, cellFormula: false, cellHTML: false, cellStyles: false });
  const sheet = book.Sheets[book.SheetNames[0]];
  const all = sheet ? XLSX.utils.sheet_to_json(sheet, { header: 1, raw: false, defval: "", blankrows: true }) : [];
  for (const [i, r] of all.entries()) {
    const cells = clip(Array.isArray(r) ? r : []);
    if (blank(cells)) continue;
    if (rows.length >= maxRows) tooMany = true;
    else rows.push({ n: i + 1, cells });
  }
}
parentPort.postMessage({ rows, tooMany });
