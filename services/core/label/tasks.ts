import { sql } from "drizzle-orm";
import type { LabelTask } from "@/lib/contracts/label/purchase-label";
import { labelTaskStates, type LabelTemplateId } from "@/lib/contracts/label/fields";
import type { Translate } from "@/lib/contracts/issues";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { AppError, notFound } from "@/services/core/errors";
import type { Scope } from "@/services/core/list";

/** A running task whose heartbeat is older than this has lost its runner (process ended, host frozen). */
export const staleAfterSeconds = 30;

/** Marks the user's tasks whose runner died as failed, so they never block a new download. */
export async function failStaleTasks(db: Db, userId: number): Promise<void> {
  await db.execute(sql`
    update label_tasks set state = 'failed', message = 'errors.labelTaskInterrupted', finished_at = now()
    where user_id = ${userId} and state in ('queued', 'running') and heartbeat_at < now() - make_interval(secs => ${staleAfterSeconds})`);
}

/**
 * Claims the user's one download slot: the partial unique index on (user_id) where the state is queued
 * or running lets one insert through across every instance; the other answers the busy message.
 */
export async function claimTask(db: Db, scope: Scope, batchId: number, template: LabelTemplateId, total: number): Promise<number> {
  await failStaleTasks(db, scope.userId);
  const [task] = await rows<{ id: number }>(db, sql`
    insert into label_tasks (user_id, company_id, supplier_id, batch_id, template, state, total)
    values (${scope.userId}, ${scope.companyId}, ${scope.supplierId}, ${batchId}, ${template}, 'running', ${total})
    on conflict do nothing returning id`);
  if (!task) throw new AppError("CONFLICT", "errors.labelDownloadBusy");
  return Number(task.id);
}

interface TaskRow extends Record<string, unknown> {
  id: number; state: LabelTask["state"]; done: number; total: number; message: string | null; file_name: string | null;
  file_id: string | null; batch_id: number;
}

/** The caller's own task (another user's answers like a missing one); a dead runner's task ends as failed here. */
export async function loadTask(db: Db, scope: Scope, id: number): Promise<TaskRow> {
  await failStaleTasks(db, scope.userId);
  const [task] = await rows<TaskRow>(db, sql`
    select id, state, done, total, message, file_name, file_id, batch_id from label_tasks
    where id = ${id} and user_id = ${scope.userId} and company_id = ${scope.companyId}`);
  if (!task) throw notFound();
  return task;
}

export const taskView = (task: TaskRow, t: Translate): LabelTask => ({
  id: Number(task.id), state: task.state, done: Number(task.done), total: Number(task.total),
  message: task.message ? t(task.message) : null, fileName: task.file_name,
});

/** Progress (never backwards) and the heartbeat; 0 beats without moving the progress. */
export async function beat(db: Db, id: number, done: number): Promise<void> {
  await db.execute(sql`update label_tasks set done = greatest(done, least(${done}, total)), heartbeat_at = now() where id = ${id} and state = 'running'`);
}

export async function failTask(db: Db, id: number, messageKey: string): Promise<void> {
  await db.execute(sql`
    update label_tasks set state = 'failed', message = ${messageKey}, finished_at = now() where id = ${id} and state = 'running'`);
}

/** Tasks by state for the metrics; a queued or running task whose runner died counts as stalled. */
export async function labelTaskCounts(db: Db): Promise<Record<string, number>> {
  const found = await rows<{ state: string; n: number }>(db, sql`
    select case when state in ('queued', 'running') and heartbeat_at < now() - make_interval(secs => ${staleAfterSeconds}) then 'stalled'
      else state end as state, count(*)::int as n
    from label_tasks group by 1`);
  const counts: Record<string, number> = Object.fromEntries([...labelTaskStates, "stalled"].map((s) => [s, 0]));
  for (const r of found) counts[r.state] = Number(r.n);
  return counts;
}
