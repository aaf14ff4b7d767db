import { purchaseLabelOps } from "@/lib/contracts/label/purchase-label";
import { rights } from "@/lib/rights/codes";
import { AppError, notFound } from "@/services/core/errors";
import { loadTask } from "@/services/core/label/tasks";
import { defineRoute } from "@/services/core/route";
import { fileResponse, openStored } from "@/services/core/storage";

/** The finished PDF of the caller's own task, streamed from storage. */
export const getLabelTaskFile = defineRoute(purchaseLabelOps.file, {
  rights: [rights.purchaseLabel.print],
  handler: async ({ db, scope, params }) => {
    const task = await loadTask(db, scope, params.id);
    if (task.state !== "done" || !task.file_id) throw new AppError("CONFLICT", "errors.labelTaskNotDone");
    const found = await openStored(db, task.file_id, { purpose: "label-pdf" });
    if (!found) throw notFound();
    return fileResponse(found, { download: true });
  },
});
