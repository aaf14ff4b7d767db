import { sql } from "drizzle-orm";
import { labelPrintList } from "@/lib/contracts/label/label-print";
import { rights } from "@/lib/rights/codes";
import { listRoutes } from "@/services/core/list/module";
import { batchListColumns, batchListFrom } from "../batch-list";
import { b, labelPrintWhere } from "./where";

/** The processing labels already made (reprint from the detail); the view right lists and exports. */
export const labelPrintListRoutes = listRoutes(labelPrintList, {
  from: batchListFrom,
  id: sql`${b.id}`,
  rights: { view: rights.labelPrint.view, export: rights.labelPrint.view },
  where: (scope, filters) => labelPrintWhere(scope, filters),
  select: {
    kind: sql`${b.sourceType}`,
    outNo: sql`${b.docNo}`,
    lineNo: sql`${b.docLineNo}`,
    projectNo: sql`${b.projectNo}`,
    ...batchListColumns,
  },
});
