import type { z } from "zod/mini";
import type { purchaseLabelOps } from "@/lib/contracts/label/purchase-label";
import type { idParam } from "@/lib/contracts/common";
import type { labelBatchDetail, labelPrintInput } from "@/lib/contracts/label/batch";
import type { Operation } from "@/lib/contracts/kit/operation";
import type { LabelSourceType } from "@/lib/contracts/label/fields";
import type { Right } from "@/lib/rights/codes";
import { AppError, notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { serveStored } from "@/services/core/storage";
import { batchFaces, faceCaptions, type FaceNamespace } from "./faces";
import { cjkFonts } from "@/services/core/fonts";
import { recordPrints } from "./ledger";
import { loadLabelBatch, loadLabelBatchDetail, loadLabels } from "./load";
import { runLabelTask } from "./run-task";
import { claimTask, failTask, loadTask, taskView } from "./tasks";

/** The kind query of a screen's detail and print: each screen allows only its own kinds. */
type KindQuery = z.ZodMiniType<{ kind?: LabelSourceType | undefined }>;

/** The batch operations every label screen has; their contracts share the schemas of lib/contracts/label/batch.ts. */
export type LabelBatchOps = Pick<typeof purchaseLabelOps, "download" | "task" | "file"> & {
  detail: Operation<typeof idParam, KindQuery, undefined, typeof labelBatchDetail>;
  print: Operation<typeof idParam, KindQuery, typeof labelPrintInput, typeof labelBatchDetail>;
};

export interface LabelBatchRouteOptions {
  ops: LabelBatchOps;
  /** The batches this screen owns: any other answers like a missing one. */
  sourceTypes: readonly LabelSourceType[];
  rights: { view: readonly Right[]; print: readonly Right[]; download: readonly Right[] };
  faces: FaceNamespace;
}

/**
 * The routes of a label screen's batches: detail, print from the print page (ledger, reprints), the PDF
 * download task (worker thread, one per user) with its progress and file.
 */
export function labelBatchRoutes(o: LabelBatchRouteOptions) {
  /** A print page names its kind: a batch of another kind (of this screen or another) answers like a missing one. */
  const kindsOf = (kind: LabelSourceType | undefined) => o.sourceTypes.filter((k) => kind === undefined || k === kind);

  const detail = defineRoute(o.ops.detail, {
    rights: o.rights.view,
    handler: ({ db, scope, params, query }) => loadLabelBatchDetail(db, scope, params.id, kindsOf(query.kind)),
  });

  /** The ledger counts labels from..from+count−1 (reprints marked, audited); the answer is what goes to the printer. */
  const print = defineRoute(o.ops.print, {
    rights: o.rights.print,
    handler: async ({ db, scope, params, query, body }) =>
      db.transaction(async (tx) => {
        const head = await loadLabelBatch(tx, scope, params.id, { lock: true, sourceTypes: kindsOf(query.kind) });
        await recordPrints(tx, { actor: scope, companyId: scope.companyId, batchId: head.id, from: body.from, count: body.count, kind: "print" });
        return { ...head, labels: await loadLabels(tx, head.id, body.from, body.from + body.count - 1) };
      }),
  });

  /**
   * Starts the PDF as a task and answers at once; the page polls it. A second start while one runs answers busy.
   * The render (about 1 s for the 500 labels a task may hold) is handed to the host, so a serverless function
   * lives until it ends.
   */
  const download = defineRoute(o.ops.download, {
    rights: o.rights.download,
    handler: async ({ db, scope, params, body, t, keepAlive }) => {
      const head = await loadLabelBatch(db, scope, params.id, { sourceTypes: o.sourceTypes });
      const total = Math.min(body.count === 0 ? head.count : body.count, head.count);
      const fonts = cjkFonts();
      const taskId = await claimTask(db, scope, head.id, body.template, total);
      try {
        const labels = await loadLabels(db, head.id, 1, total);
        keepAlive(runLabelTask(db, {
          taskId,
          batchId: head.id,
          companyId: scope.companyId,
          actor: scope,
          fileName: `${head.noticeNo}-${head.noticeLineNo}-${labels[0]!.serial}.pdf`,
          job: { template: body.template, faces: batchFaces(head, labels, (l) => l.printCount > 0), captions: faceCaptions(t, o.faces), reprintText: t(`${o.faces}.reprint`), fonts },
        }));
      } catch (err) {
        await failTask(db, taskId, "errors.labelTaskFailed");
        throw err;
      }
      return taskView(await loadTask(db, scope, taskId), t);
    },
  });

  const task = defineRoute(o.ops.task, {
    rights: o.rights.download,
    handler: async ({ db, scope, params, t }) => taskView(await loadTask(db, scope, params.id), t),
  });

  /** The finished PDF of the caller's own task, streamed from storage. */
  const file = defineRoute(o.ops.file, {
    rights: o.rights.download,
    handler: async ({ db, req, scope, params }) => {
      const found = await loadTask(db, scope, params.id);
      if (found.state !== "done" || !found.fileId) throw new AppError("CONFLICT", "errors.labelTaskNotDone");
      const answer = await serveStored(db, req, found.fileId, { purpose: "label-pdf" }, { download: true });
      if (!answer) throw notFound();
      return answer;
    },
  });

  return { detail, print, download, task, file };
}
