import { and, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { LabelTask } from "@/lib/contracts/label/purchase-label";
import { labelTaskStates, type LabelSourceType, type LabelTemplateId } from "@/lib/contracts/label/fields";
import type { Translate } from "@/lib/contracts/issues";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { labelBatches, labelTasks, users } from "@/services/db/schema";
import { AppError, notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { bare } from "@/services/core/sql";
import type { Scope } from "@/services/core/list";
import { processingLabelAuditEntity, purchaseLabelAuditEntity } from "./events";

/** A running task whose heartbeat is older than this has lost its runner (process ended, host frozen). */
export const staleAfterSeconds = 30;

/** The audit entity of a task's outcome, by its batch's kind: the purchase and processing label pages differ. */
export const labelTaskEntity = (sourceType: LabelSourceType) => (sourceType === "purchase_receipt" ? purchaseLabelAuditEntity : processingLabelAuditEntity);

const tk = alias(labelTasks, "t");
const b = alias(labelBatches, "b");
const u = alias(users, "u");
const stale = sql`${tk.state} in ('queued', 'running') and ${tk.heartbeatAt} < now() - make_interval(secs => ${staleAfterSeconds})`;

/** Ends the tasks `where` picks (on `tk`) as failed, each with an audit row whose event tells its requester. */
async function failWhere(db: Db, where: SQL, messageKey: string): Promise<void> {
  await db.transaction(async (tx) => {
    const failed = await rows<{ id: number; batchId: number; companyId: number; userId: number; userNo: string; sourceType: LabelSourceType }>(tx, sql`
      update ${labelTasks} ${tk} set ${bare(tk.state)} = 'failed', ${bare(tk.message)} = ${messageKey}, ${bare(tk.finishedAt)} = now()
      from ${labelBatches} ${b}, ${users} ${u}
      where ${b.id} = ${tk.batchId} and ${u.id} = ${tk.userId} and ${where}
      returning ${tk.id} as id, ${tk.batchId} as "batchId", ${tk.companyId} as "companyId", ${tk.userId} as "userId", ${u.userNo} as "userNo", ${b.sourceType} as "sourceType"`);
    for (const f of failed) {
      await writeAudit(tx, {
        actor: { userId: Number(f.userId), userNo: f.userNo }, companyId: Number(f.companyId), entity: labelTaskEntity(f.sourceType),
        entityId: Number(f.batchId), action: "downloadFailed", detail: { taskId: Number(f.id), message: messageKey },
      });
    }
  });
}

/** Marks the user's tasks whose runner died as failed, so they never block a new download. */
export async function failStaleTasks(db: Db, userId: number): Promise<void> {
  await failWhere(db, sql`${tk.userId} = ${userId} and ${stale}`, "errors.labelTaskInterrupted");
}

/**
 * Claims the user's one download slot: the partial unique index on (user_id) where the state is queued
 * or running lets one insert through across every instance; the other answers the busy message.
 */
export async function claimTask(db: Db, scope: Scope, batchId: number, template: LabelTemplateId, total: number): Promise<number> {
  await failStaleTasks(db, scope.userId);
  const [task] = await db.insert(labelTasks)
    .values({ userId: scope.userId, companyId: scope.companyId, supplierId: scope.supplierId, batchId, template, state: "running", total })
    .onConflictDoNothing().returning({ id: labelTasks.id });
  if (!task) throw new AppError("CONFLICT", "errors.labelDownloadBusy");
  return Number(task.id);
}

const taskColumns = {
  id: labelTasks.id, state: labelTasks.state, done: labelTasks.done, total: labelTasks.total, message: labelTasks.message,
  fileName: labelTasks.fileName, fileId: labelTasks.fileId, batchId: labelTasks.batchId,
};
type TaskRow = Awaited<ReturnType<typeof loadTask>>;

/** The caller's own task (another user's answers like a missing one); a dead runner's task ends as failed here. */
export async function loadTask(db: Db, scope: Scope, id: number) {
  await failStaleTasks(db, scope.userId);
  const [task] = await db.select(taskColumns).from(labelTasks)
    .where(and(eq(labelTasks.id, id), eq(labelTasks.userId, scope.userId), eq(labelTasks.companyId, scope.companyId)));
  if (!task) throw notFound();
  return task;
}

export const taskView = (task: TaskRow, t: Translate): LabelTask => ({
  id: Number(task.id), state: task.state, done: Number(task.done), total: Number(task.total),
  message: task.message ? t(task.message) : null, fileName: task.fileName,
});

/** Progress (never backwards) and the heartbeat; 0 beats without moving the progress. */
export async function beat(db: Db, id: number, done: number): Promise<void> {
  await db.update(labelTasks).set({ done: sql`greatest(${labelTasks.done}, least(${done}, ${labelTasks.total}))`, heartbeatAt: sql`now()` })
    .where(and(eq(labelTasks.id, id), eq(labelTasks.state, "running")));
}

export async function failTask(db: Db, id: number, messageKey: string): Promise<void> {
  await failWhere(db, sql`${tk.id} = ${id} and ${tk.state} = 'running'`, messageKey);
}

/** Tasks by state for the metrics; a queued or running task whose runner died counts as stalled. */
export async function labelTaskCounts(db: Db): Promise<Record<string, number>> {
  const found = await rows<{ state: string; n: number }>(db, sql`
    select case when ${stale} then 'stalled' else ${tk.state} end as state, count(*)::int as n
    from ${labelTasks} ${tk} group by 1`);
  const counts: Record<string, number> = Object.fromEntries([...labelTaskStates, "stalled"].map((s) => [s, 0]));
  for (const r of found) counts[r.state] = Number(r.n);
  return counts;
}
