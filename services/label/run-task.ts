import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { beforeDbClose, type Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { labelBatches, labelTasks } from "@/services/db/schema";
import type { LabelSourceType } from "@/lib/contracts/label/fields";
import { writeAudit } from "@/services/core/audit";
import { bare } from "@/services/core/sql";
import { removeStored, storeGenerated } from "@/services/core/storage";
import { recordPrints } from "./ledger";
import type { PdfJob } from "@/services/label/render/pdf";
import { cancelRender, renderInWorker } from "@/services/label/render/render-worker";
import { beat, failTask, labelTaskEntity } from "./tasks";

export interface TaskRun {
  taskId: number;
  batchId: number;
  companyId: number;
  actor: { userId: number; userNo: string };
  fileName: string;
  job: PdfJob;
}

const tk = alias(labelTasks, "t");
const b = alias(labelBatches, "b");
const progressEveryMs = 500;
const heartbeatEveryMs = 5_000;

/** The tasks this process runs, with the database each writes to and the run itself. */
const running = new Map<number, { db: Db; run: Promise<void> }>();

/**
 * A shutdown closes the database under a running task: the task ends as interrupted first (the message a
 * restart would give a dead one), its worker is stopped, and its run has finished before the close.
 */
beforeDbClose(async (db) => {
  const mine = [...running].filter(([, r]) => r.db === db);
  for (const [taskId, r] of mine) {
    await failTask(db, taskId, "errors.labelTaskInterrupted");
    await cancelRender(taskId);
    await r.run;
  }
});

export function runLabelTask(db: Db, run: TaskRun): Promise<void> {
  const work = runTask(db, run).finally(() => running.delete(run.taskId));
  running.set(run.taskId, { db, run: work });
  return work;
}

/**
 * Runs a claimed task: the worker renders, the PDF streams into storage, progress and the heartbeat go
 * to the task row. Done: the file, the ledger (one download per label) and the state in one
 * transaction. Any failure ends the task as failed with a message; nothing is left running.
 */
async function runTask(db: Db, run: TaskRun): Promise<void> {
  let lastWrite = 0;
  let pending: Promise<void> = Promise.resolve();
  const onProgress = (done: number) => {
    const now = Date.now();
    if (now - lastWrite < progressEveryMs && done < run.job.faces.length) return;
    lastWrite = now;
    pending = pending.then(() => beat(db, run.taskId, done)).catch(() => undefined);
  };
  const heartbeat = setInterval(() => {
    pending = pending.then(() => beat(db, run.taskId, 0)).catch(() => undefined);
  }, heartbeatEveryMs);
  let fileId: string | null = null;
  try {
    const stream = renderInWorker(run.taskId, run.job, onProgress);
    const file = await storeGenerated(db, stream, { kind: "pdf", name: run.fileName, purpose: "label-pdf", createdBy: run.actor.userId, companyId: run.companyId });
    fileId = file.id;
    await pending;
    const finished = await db.transaction(async (tx) => {
      const [row] = await rows<{ source_type: LabelSourceType }>(tx, sql`
        update ${labelTasks} ${tk} set ${bare(tk.state)} = 'done', ${bare(tk.done)} = ${tk.total}, ${bare(tk.fileId)} = ${file.id}, ${bare(tk.fileName)} = ${run.fileName},
          ${bare(tk.finishedAt)} = now(), ${bare(tk.heartbeatAt)} = now()
        from ${labelBatches} ${b} where ${b.id} = ${tk.batchId} and ${tk.id} = ${run.taskId} and ${tk.state} = 'running' returning ${b.sourceType} as source_type`);
      if (!row) return false;
      await recordPrints(tx, { actor: run.actor, companyId: run.companyId, batchId: run.batchId, from: run.job.faces[0]!.seq, count: run.job.faces.length, kind: "download", taskId: run.taskId });
      await writeAudit(tx, {
        actor: run.actor, companyId: run.companyId, entity: labelTaskEntity(row.source_type), entityId: run.batchId, action: "downloadDone",
        detail: { taskId: run.taskId, fileName: run.fileName },
      });
      return true;
    });
    if (!finished) await removeStored(db, file.id);
  } catch {
    await pending;
    await failTask(db, run.taskId, "errors.labelTaskFailed");
    if (fileId) await removeStored(db, fileId).catch(() => undefined);
  } finally {
    clearInterval(heartbeat);
  }
}
