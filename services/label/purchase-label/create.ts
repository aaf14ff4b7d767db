import { purchaseLabelOps } from "@/lib/contracts/label/purchase-label";
import { rights } from "@/lib/rights/codes";
import { createLabelBatch } from "@/services/core/label/create";
import { loadLabelBatchDetail } from "@/services/core/label/load";
import { defineRoute } from "@/services/core/route";
import { purchaseSourceLine } from "./source";

/** Labels for a delivery notice line; the notice line is read and the batch written in one transaction. */
export const createPurchaseLabels = defineRoute(purchaseLabelOps.create, {
  rights: [rights.purchaseLabel.add],
  handler: async ({ db, scope, t, body }) => {
    const { noticeId, noticeLineId, applyNo, ...fields } = body;
    const id = await db.transaction(async (tx) => {
      const src = await purchaseSourceLine(tx, scope, t, noticeId, noticeLineId, applyNo);
      return createLabelBatch(tx, scope, t, src, fields);
    });
    return loadLabelBatchDetail(db, scope, id, ["purchase_receipt"]);
  },
});
