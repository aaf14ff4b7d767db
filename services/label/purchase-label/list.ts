import { sql } from "drizzle-orm";
import { purchaseLabelList } from "@/lib/contracts/label/purchase-label";
import { rights } from "@/lib/rights/codes";
import { listRoutes } from "@/services/core/list/module";
import { labelBatches } from "@/services/db/schema";
import { b, purchaseLabelWhere } from "./where";

const serialOf = (dir: "asc" | "desc") => sql`(select l.serial from labels l where l.batch_id = ${b.id} order by l.seq ${sql.raw(dir)} limit 1)`;

/** The labels already made (reprint from the detail); the view right lists, there is no separate export right. */
export const purchaseLabelListRoutes = listRoutes(purchaseLabelList, {
  from: sql`${labelBatches} ${b}`,
  id: sql`${b.id}`,
  rights: { view: rights.purchaseLabel.view, export: rights.purchaseLabel.view },
  where: (scope, filters) => purchaseLabelWhere(scope, filters),
  select: {
    noticeNo: sql`${b.docNo}`,
    noticeLineNo: sql`${b.docLineNo}`,
    pono: sql`${b.pono}`,
    poLineNo: sql`${b.poLineNo}`,
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
