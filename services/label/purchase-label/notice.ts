import { purchaseLabelOps } from "@/lib/contracts/label/purchase-label";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { purchaseSourceNotice } from "./source";

export const getLabelNotice = defineRoute(purchaseLabelOps.notice, {
  rights: [rights.purchaseLabel.add],
  handler: ({ db, scope, query }) => purchaseSourceNotice(db, scope, query.noticeNo),
});
