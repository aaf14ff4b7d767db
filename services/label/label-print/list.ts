import { sql } from "drizzle-orm";
import { labelPrintList } from "@/lib/contracts/label/label-print";
import { rights } from "@/lib/rights/codes";
import { listRoutes } from "@/services/core/list/module";
import { labelBatches } from "@/services/db/schema";
import { b, labelPrintWhere } from "./where";

const serialOf = (dir: "asc" | "desc") => sql`(select l.serial from labels l where l.batch_id = ${b.id} order by l.seq ${sql.raw(dir)} limit 1)`;

/** The processing labels already made (reprint from the detail); the view right lists and exports. */
export const labelPrintListRoutes = listRoutes(labelPrintList, {
  from: sql`${labelBatches} ${b}`,
  id: sql`${b.id}`,
  rights: { view: rights.labelPrint.view, export: rights.labelPrint.view },
  where: (scope, filters) => labelPrintWhere(scope, filters),
  select: {
    kind: sql`${b.sourceType}`,
    outNo: sql`${b.docNo}`,
    lineNo: sql`${b.docLineNo}`,
    projectNo: sql`${b.projectNo}`,
    itemno: sql`${b.itemno}`,
    itemdesc: sql`${b.itemdesc}`,
    batchNo: sql`${b.batchNo}`,
    labelType: sql`${b.labelType}`,
    count: sql`${b.count}`,
    firstSerial: serialOf("asc"),
    lastSerial: serialOf("desc"),
    printedCount: sql`(select count(*)::int from labels l where l.batch_id = ${b.id} and l.print_count > 0)`,
    createdBy: sql`(select u.name from users u where u.id = ${b.createdBy})`,
    createdAt: sql`${b.createdAt}`,
  },
});
