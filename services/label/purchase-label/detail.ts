import { purchaseLabelOps } from "@/lib/contracts/label/purchase-label";
import { rights } from "@/lib/rights/codes";
import { loadLabelBatchDetail } from "@/services/core/label/load";
import { defineRoute } from "@/services/core/route";

export const getPurchaseLabels = defineRoute(purchaseLabelOps.detail, {
  rights: [rights.purchaseLabel.view, rights.purchaseLabel.print],
  handler: ({ db, scope, params }) => loadLabelBatchDetail(db, scope, params.id),
});
