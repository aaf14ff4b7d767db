import { purchaseLabelOps } from "@/lib/contracts/label/purchase-label";
import { rights } from "@/lib/rights/codes";
import { recordPrints } from "@/services/core/label/ledger";
import { loadLabelBatch, loadLabels } from "@/services/core/label/load";
import { defineRoute } from "@/services/core/route";

/**
 * A print from the print page: the ledger counts labels from..from+count−1 (reprints marked, audited)
 * and the answer is those labels as they must be printed, "reprint" on every one printed before.
 */
export const printPurchaseLabels = defineRoute(purchaseLabelOps.print, {
  rights: [rights.purchaseLabel.print],
  handler: async ({ db, scope, params, body }) =>
    db.transaction(async (tx) => {
      const head = await loadLabelBatch(tx, scope, params.id, { lock: true });
      await recordPrints(tx, { actor: scope, companyId: scope.companyId, batchId: head.id, from: body.from, count: body.count, kind: "print" });
      return { ...head, labels: await loadLabels(tx, head.id, body.from, body.from + body.count - 1) };
    }),
});
