import { purchaseLabelOps } from "@/lib/contracts/label/purchase-label";
import { rights } from "@/lib/rights/codes";
import { createLabelBatch } from "../create";
import { loadLabelBatchDetail } from "../load";
import { defineRoute } from "@/services/core/route";
import { purchaseSourceLine } from "./source";
import { rememberWeights } from "./weights";

/**
 * Labels for a delivery notice line; the notice line is read, the batch written and the weights kept for the
 * notice's supplier and item (the next prefill's) in one transaction.
 */
export const createPurchaseLabels = defineRoute(purchaseLabelOps.create, {
  rights: [rights.purchaseLabel.add],
  handler: async ({ db, scope, t, body }) => {
    const { noticeId, noticeLineId, applyNo, ...fields } = body;
    const id = await db.transaction(async (tx) => {
      const src = await purchaseSourceLine(tx, scope, t, noticeId, noticeLineId, applyNo);
      const batchId = await createLabelBatch(tx, scope, t, src, fields);
      await rememberWeights(tx, scope, src, fields);
      return batchId;
    });
    return loadLabelBatchDetail(db, scope, id, ["purchase_receipt"]);
  },
});
