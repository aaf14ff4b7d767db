// TEMPORARY: the pre-kit export, until every list is declared with defineList.
import type { SQL } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import type { Translate } from "@/lib/contracts/issues";
import { columnKey, enumKey, type CaptionModule, type EnumName } from "@/lib/contracts/erp-purchase/paths";
import { decimalCell, exportFilename, xlsxResponse, xlsxStream, type Cell } from "@/services/core/export";
import { iterateBatches, type ListSpec } from "@/services/core/list";

/** How a field is written to a cell: as text, a number, a translated yes/no, or a translated enum value. */
export type ColumnKind = "text" | "decimal" | "int" | "bool" | { enum: EnumName };

export interface ExportPlan<Row, F extends string> {
  db: Db;
  t: Translate;
  spec: ListSpec<Row>;
  where: SQL;
  sort?: string;
  module: CaptionModule;
  /** Fields in the order to write (the caller's visible columns, or all of them). */
  fields: readonly F[];
  kinds: Partial<Record<F, ColumnKind>>;
  widths?: Partial<Record<F, number>>;
  /** Message namespace whose `sheet` names the sheet and file name. */
  sheet: string;
}

/** One converter per column; translated values are looked up once per distinct value, not per cell. */
function converter(kind: ColumnKind, t: Translate): (value: unknown) => Cell {
  if (kind === "decimal") return (v) => (v === null || v === undefined ? null : decimalCell(String(v)));
  if (kind === "int") return (v) => (v === null || v === undefined ? null : Number(v));
  if (kind === "text") return (v) => (v === null || v === undefined ? null : String(v));
  const cache = new Map<unknown, string>();
  const label = kind === "bool" ? (v: unknown) => t(enumKey("yesNo", v ? "yes" : "no")) : (v: unknown) => t(enumKey(kind.enum, String(v)));
  return (v) => {
    if (v === null || v === undefined) return null;
    let text = cache.get(v);
    if (text === undefined) cache.set(v, (text = label(v)));
    return text;
  };
}

/** The whole filtered list as a streamed .xlsx, in the caller's language, no row cap. */
export function exportListLegacy<Row extends Record<string, unknown>, F extends string>(plan: ExportPlan<Row, F>): Response {
  const { t, fields } = plan;
  const convert = fields.map((f) => converter(plan.kinds[f] ?? "text", t));
  async function* cells(): AsyncIterable<Cell[][]> {
    for await (const rows of iterateBatches(plan.db, plan.spec, plan.where, plan.sort)) {
      const out: Cell[][] = new Array<Cell[]>(rows.length);
      for (let r = 0; r < rows.length; r++) {
        const row = rows[r]!;
        const cells = new Array<Cell>(fields.length);
        for (let i = 0; i < fields.length; i++) cells[i] = convert[i]!(row[fields[i]!]);
        out[r] = cells;
      }
      yield out;
    }
  }
  const name = t(`${plan.sheet}.sheet`);
  const stream = xlsxStream({
    sheetName: name,
    columns: fields.map((f) => ({ header: t(columnKey(plan.module, f)), width: plan.widths?.[f] })),
    batches: cells(),
  });
  return xlsxResponse(exportFilename(name), stream);
}
