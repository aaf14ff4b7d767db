import { purchaseLabelOps } from "@/lib/contracts/label/purchase-label";
import { rights } from "@/lib/rights/codes";
import { labelBatchRoutes } from "../batch-routes";

/** A purchase receipt label batch: detail, print, PDF download task. */
export const purchaseLabelBatchRoutes = labelBatchRoutes({
  ops: purchaseLabelOps,
  sourceTypes: ["purchase_receipt"],
  rights: { view: [rights.purchaseLabel.view, rights.purchaseLabel.print], print: [rights.purchaseLabel.print], download: [rights.purchaseLabel.print] },
  faces: "purchaseLabel",
});
