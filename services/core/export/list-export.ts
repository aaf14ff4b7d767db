import type { SQL } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import type { Translate } from "@/lib/contracts/issues";
import type { ListDecl } from "@/lib/contracts/kit/list";
import type { Locale } from "@/lib/i18n/locales";
import { dictionaryLabels } from "@/services/core/dictionary-labels";
import { iterateTextBatches, unitSeparator, type ListSpec, type TextBatch } from "@/services/core/list";
import { columnLetters } from "./cells";
import { cellWriter, type CellWriter } from "./list-cells";
import { exportFilename, xlsxResponse } from "./response";
import { SharedStrings } from "./shared-strings";
import { xlsxSheetStream } from "./xlsx-stream";

export interface ExportPlan<Row> {
  db: Db;
  t: Translate;
  decl: Pick<ListDecl, "namespace" | "columns" | "caption">;
  spec: ListSpec<Row>;
  where: SQL;
  sort?: string;
  /** Fields in the order to write (the caller's visible columns, or all exported ones). */
  fields: readonly string[];
  /** The company's zone: timestamps are written as its wall-clock time. */
  timeZone: string;
  /** The request's instant (the file's name carries it). */
  now: Date;
  /** The reader's language, for dictionary columns' labels. */
  locale: Locale;
}

/**
 * Strings a reader flattens past 128 KB go to V8's large-object space, which only a full collection
 * frees: pieces stay under it (32 K characters, two bytes each at most), so they die young.
 */
const pieceChars = 32 * 1024;

/**
 * Batches of text rows as SpreadsheetML `<row>`s from row 2 on, in pieces of about `pieceChars`:
 * a row holds the columns' values in order, `writers` writes each column's cells.
 */
export async function* sheetRows(batches: AsyncIterable<Pick<TextBatch, "rows" | "apart">>, writers: readonly CellWriter[]): AsyncIterable<string> {
  const letters = columnLetters(writers.length);
  let n = 1;
  let xml = "";
  for await (const batch of batches) {
    let apart: unknown[][] | undefined;
    for (let r = 0; r < batch.rows.length; r++) {
      let row = apart?.[r];
      if (!apart) {
        const parts = batch.rows[r]!.split(unitSeparator);
        row = parts.length === writers.length ? parts : (apart = await batch.apart())[r];
      }
      if (!row) continue; // gone between the two reads
      xml += `<row r="${++n}">`;
      // A cell names its column only after an empty one; readers place the others after their neighbour.
      let gap = true;
      for (let i = 0; i < writers.length; i++) {
        const cell = writers[i]!(row[i]);
        if (cell === "") gap = true;
        else {
          xml += gap ? `<c r="${letters[i]}${n}"${cell.slice(2)}` : cell;
          gap = false;
        }
      }
      xml += "</row>";
      if (xml.length >= pieceChars) {
        yield xml;
        xml = "";
      }
    }
  }
  if (xml) yield xml;
}

/**
 * The whole filtered list as a streamed .xlsx, in the caller's language, no row cap. Rows come as
 * arrays of text and go out as SpreadsheetML directly, one writer per column: no row object and
 * no cell object per value.
 */
export function exportList<Row extends Record<string, unknown>>(plan: ExportPlan<Row>): Response {
  const { t, fields, decl } = plan;
  const strings = new SharedStrings();
  const batches = iterateTextBatches(plan.db, plan.spec as ListSpec<unknown>, plan.where, plan.sort, fields);
  async function* rows() {
    const types = [...new Set(fields.flatMap((f) => decl.columns[f]!.dictionary ?? []))];
    const labels = new Map(await Promise.all(types.map(async (type) => [type, await dictionaryLabels(plan.db, type, plan.locale)] as const)));
    const writers = fields.map((f) => cellWriter(decl.columns[f]!, t, strings, plan.timeZone, labels.get(decl.columns[f]!.dictionary ?? "")));
    yield* sheetRows(batches, writers);
  }
  const name = t(`${decl.namespace}.sheet`);
  const stream = xlsxSheetStream({
    sheetName: name,
    columns: fields.map((f) => ({ header: t(decl.caption(f)), width: decl.columns[f]!.width })),
    rows: rows(),
    strings,
  });
  return xlsxResponse(exportFilename(name, plan.now, plan.timeZone), stream);
}
