import { purchaseLabelOps } from "@/lib/contracts/label/purchase-label";
import { rights } from "@/lib/rights/codes";
import { cjkFonts } from "@/services/core/label/fonts";
import { loadLabelBatch, loadLabels } from "@/services/core/label/load";
import { runLabelTask } from "@/services/core/label/run-task";
import { claimTask, failTask, loadTask, taskView } from "@/services/core/label/tasks";
import { defineRoute } from "@/services/core/route";
import { batchFaces, faceCaptions } from "./faces";

/**
 * Starts a batch's PDF download as a task and answers at once; the task runs on (worker thread,
 * progress in the task row) and the page polls it. A second start while one runs answers busy.
 */
export const downloadPurchaseLabels = defineRoute(purchaseLabelOps.download, {
  rights: [rights.purchaseLabel.print],
  handler: async ({ db, scope, params, body, t }) => {
    const head = await loadLabelBatch(db, scope, params.id);
    const total = Math.min(body.count === 0 ? head.count : body.count, head.count);
    const fonts = cjkFonts();
    const taskId = await claimTask(db, scope, head.id, body.template, total);
    try {
      const labels = await loadLabels(db, head.id, 1, total);
      void runLabelTask(db, {
        taskId,
        batchId: head.id,
        companyId: scope.companyId,
        actor: scope,
        fileName: `${head.noticeNo}-${head.noticeLineNo}-${labels[0]!.serial}.pdf`,
        job: { template: body.template, faces: batchFaces(head, labels, (l) => l.printCount > 0), captions: faceCaptions(t), reprintText: t("purchaseLabel.reprint"), fonts },
      });
    } catch (err) {
      await failTask(db, taskId, "errors.labelTaskFailed");
      throw err;
    }
    return taskView(await loadTask(db, scope, taskId), t);
  },
});
