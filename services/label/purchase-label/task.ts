import { purchaseLabelOps } from "@/lib/contracts/label/purchase-label";
import { rights } from "@/lib/rights/codes";
import { loadTask, taskView } from "@/services/core/label/tasks";
import { defineRoute } from "@/services/core/route";

export const getLabelTask = defineRoute(purchaseLabelOps.task, {
  rights: [rights.purchaseLabel.print],
  handler: async ({ db, scope, params, t }) => taskView(await loadTask(db, scope, params.id), t),
});
