import type ExcelJS from "exceljs";
import type { WorkbookReport, WorkbookRow } from "@/lib/contracts/erp-purchase/purchase-order";
import { AppError } from "@/services/core/errors";
import { contentDisposition } from "@/services/core/export/disposition";
import { readSheet, type SheetRow } from "@/services/core/import/read-sheet";
import type { UploadOwner } from "@/services/core/storage";
import { removeStored, type StoredFile } from "@/services/core/storage";
import type { Db } from "@/services/db/client";

/** The shared half of the Excel round trips (the order confirmation and the ship-notice workbooks). */

const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A template workbook as the download's answer: the sheet is protected so the key columns stay as written. */
export async function workbookResponse(book: ExcelJS.Workbook, fileName: string): Promise<Response> {
  for (const sheet of book.worksheets) {
    await sheet.protect("", { selectLockedCells: true, selectUnlockedCells: true, formatColumns: true, sort: true, autoFilter: true });
  }
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  return new Response(bytes, {
    headers: {
      "Content-Type": xlsxType,
      "Content-Length": String(bytes.length),
      "Content-Disposition": contentDisposition(`${fileName}.xlsx`, "attachment"),
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** Opens the columns from `from` (1-based) to `to` of a template row for typing. */
export function openCells(row: ExcelJS.Row, from: number, to: number): void {
  for (let c = from; c <= to; c++) row.getCell(c).protection = { locked: false };
}

/**
 * The uploaded workbook's rows: the upload is checked like every upload (size, then kind by its bytes), parsed by
 * the import worker (zip-bomb guard, row, column and time caps, off the event loop) and never kept.
 */
export async function uploadedSheet(
  db: Db, upload: (owner: UploadOwner) => Promise<StoredFile>, owner: Omit<UploadOwner, "keep">,
): Promise<SheetRow[]> {
  const kept: Uint8Array[] = [];
  const file = await upload({ ...owner, keep: kept });
  try {
    return await readSheet(Buffer.concat(kept), "xlsx");
  } finally {
    await removeStored(db, file.id);
  }
}

/** A number typed in a cell: the sheet hands numbers back as written by JavaScript ("1e-7" for tiny ones). */
export const qtyText = (v: string) => (/^\d+(\.\d+)?e-\d+$/i.test(v) ? Number(v).toFixed(4) : v.replace(/,/g, ""));

/** A row's report, its state carried by the plan of the upload. */
export interface PlannedRow { report: WorkbookRow }

class Refused extends Error {
  constructor(readonly report: WorkbookReport) {
    super("refused");
  }
}

/**
 * The upload's one transaction: plans every row, applies the documents (each in a savepoint with its audit row),
 * and when a row is bad rolls everything back unless the caller asked to apply the valid rows (then the valid
 * rows a bad sibling held back are tried once more on their own). `apply` answers how many documents it wrote.
 */
export async function settleWorkbook<P extends PlannedRow>(
  db: Db, applyValid: boolean | undefined, plan: (tx: Db) => Promise<P[]>, apply: (tx: Db, plan: P[]) => Promise<number>,
): Promise<WorkbookReport> {
  try {
    return await db.transaction(async (tx) => {
      const planned = await plan(tx);
      let documents = await apply(tx, planned);
      const count = (outcome: WorkbookRow["outcome"]) => planned.filter((p) => p.report.outcome === outcome).length;
      if (count("bad") && !applyValid) {
        const report = planned.map((p) => ({ ...p.report, outcome: p.report.outcome === "applied" ? "valid" as const : p.report.outcome }));
        throw new Refused({ applied: false, documents: 0, rows: 0, bad: count("bad"), report });
      }
      documents += await apply(tx, planned);
      return { applied: true, documents, rows: count("applied"), bad: count("bad"), report: planned.map((p) => p.report) };
    });
  } catch (e) {
    if (e instanceof Refused) return e.report;
    throw e;
  }
}

/**
 * Each document's valid rows written in a savepoint of the upload's transaction (`keyOf` names the document a row
 * goes to, `lineOf` the document's line, when several rows make one line). A refused document marks its rows with
 * the screen's errors: a line's own (`lines.<i>.<field>`, i the line's place among the document's lines) and the
 * document's; rows without an error of their own stay valid when the document's error is only another line's, held
 * back by a bad sibling. Answers how many documents were written.
 */
export async function applyDocuments<P extends PlannedRow, K extends string | number>(
  tx: Db, plan: P[], keyOf: (p: P) => K | undefined, write: (sp: Db, rows: P[]) => Promise<unknown>,
  said: (field: string | undefined, message: string) => string, t: (key: string) => string, lineOf: (p: P) => unknown = (p) => p,
): Promise<number> {
  const documents = new Map<K, P[]>();
  for (const p of plan) {
    const key = p.report.outcome === "valid" ? keyOf(p) : undefined;
    if (key !== undefined) documents.set(key, [...(documents.get(key) ?? []), p]);
  }
  let written = 0;
  for (const [, rows] of [...documents].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    try {
      await tx.transaction((sp) => write(sp, rows));
      for (const r of rows) r.report.outcome = "applied";
      written++;
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      const fields = Object.entries(e.fieldErrors ?? {});
      const whole = e.fieldErrors
        ? fields.filter(([k]) => !/^lines\.\d+\./.test(k)).flatMap(([k, ms]) => ms.map((m) => said(k, m)))
        : [t(e.messageKey)];
      const lines = [...new Set(rows.map(lineOf))];
      for (const r of rows) {
        const i = lines.indexOf(lineOf(r));
        const own = fields.filter(([k]) => k.startsWith(`lines.${i}.`)).flatMap(([k, ms]) => ms.map((m) => said(k.split(".")[2], m)));
        if (own.length || whole.length) r.report = { ...r.report, outcome: "bad", reason: [...new Set([...own, ...whole])].join("; ") };
      }
    }
  }
  return written;
}
