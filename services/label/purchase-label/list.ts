import { sql } from "drizzle-orm";
import { purchaseLabelList } from "@/lib/contracts/label/purchase-label";
import { rights } from "@/lib/rights/codes";
import { listRoutes } from "@/services/core/list/module";
import { batchListColumns, batchListFrom } from "../batch-list";
import { b, purchaseLabelWhere } from "./where";

/** The labels already made (reprint from the detail); the view right lists, there is no separate export right. */
export const purchaseLabelListRoutes = listRoutes(purchaseLabelList, {
  from: batchListFrom,
  id: sql`${b.id}`,
  rights: { view: rights.purchaseLabel.view, export: rights.purchaseLabel.view },
  where: (scope, filters) => purchaseLabelWhere(scope, filters),
  select: {
    noticeNo: sql`${b.docNo}`,
    noticeLineNo: sql`${b.docLineNo}`,
    pono: sql`${b.pono}`,
    poLineNo: sql`${b.poLineNo}`,
    ...batchListColumns,
  },
});
