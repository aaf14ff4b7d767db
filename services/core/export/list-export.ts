import type { SQL } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import type { Translate } from "@/lib/contracts/issues";
import { enumCaption, type ColumnDecl, type ListDecl } from "@/lib/contracts/kit/list";
import { iterateBatches, type ListSpec } from "@/services/core/list";
import { decimalCell, type Cell } from "./cells";
import { exportFilename, xlsxResponse } from "./response";
import { xlsxStream } from "./xlsx-stream";

export interface ExportPlan<Row> {
  db: Db;
  t: Translate;
  decl: Pick<ListDecl, "namespace" | "columns" | "caption">;
  spec: ListSpec<Row>;
  where: SQL;
  sort?: string;
  /** Fields in the order to write (the caller's visible columns, or all exported ones). */
  fields: readonly string[];
}

/** One converter per column; translated values are looked up once per distinct value, not per cell. */
function converter(d: ColumnDecl, t: Translate): (value: unknown) => Cell {
  if (d.kind === "decimal") return (v) => (v === null || v === undefined ? null : decimalCell(String(v)));
  if (d.kind === "int") return (v) => (v === null || v === undefined ? null : Number(v));
  if (d.kind !== "flag" && d.kind !== "enum") return (v) => (v === null || v === undefined ? null : String(v));
  const cache = new Map<unknown, string>();
  const label = d.kind === "flag" ? (v: unknown) => t(enumCaption("yesNo", v ? "yes" : "no")) : (v: unknown) => t(enumCaption(d.enumName!, String(v)));
  return (v) => {
    if (v === null || v === undefined) return null;
    let text = cache.get(v);
    if (text === undefined) cache.set(v, (text = label(v)));
    return text;
  };
}

/** The whole filtered list as a streamed .xlsx, in the caller's language, no row cap. */
export function exportList<Row extends Record<string, unknown>>(plan: ExportPlan<Row>): Response {
  const { t, fields, decl } = plan;
  const convert = fields.map((f) => converter(decl.columns[f]!, t));
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
  const name = t(`${decl.namespace}.sheet`);
  const stream = xlsxStream({
    sheetName: name,
    columns: fields.map((f) => ({ header: t(decl.caption(f)), width: decl.columns[f]!.width })),
    batches: cells(),
  });
  return xlsxResponse(exportFilename(name), stream);
}
