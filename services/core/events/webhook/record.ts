import { sql } from "drizzle-orm";
import { writeAudit } from "@/services/core/audit";
import { bare } from "@/services/core/sql";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { users, webhookDeliveries, webhookEndpoints } from "@/services/db/schema";
import type { SendResult } from "./send";
import { wd, we, webhookEndpointAuditEntity } from "./tables";

/** Waits after each failed try (ms): 8 tries over about a day (1 min, 5 min, 30 min, 2 h, 5 h, 10 h, 8 h). */
export const retryDelaysMs = [60_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 28_800_000] as const;
/** An endpoint is disabled, and its owner told, after this many failed tries in a row. */
export const maxConsecutiveFailures = 20;

export interface ClaimedDelivery { id: number; endpointId: number; eventId: number; attempts: number }

/**
 * Writes one try's outcome, fenced on the claim (still `sending`, same try), so an instance whose lease ran out
 * and was overtaken writes nothing. A success resets the endpoint's failure run; a failure extends it, and the
 * 20th in a row disables the endpoint and raises `webhook_disabled` for its owner.
 */
export async function recordTry(db: Db, d: ClaimedDelivery, r: SendResult, delays: readonly number[] = retryDelaysMs): Promise<void> {
  const maxTries = delays.length + 1;
  const delay = delays[Math.min(d.attempts, delays.length) - 1] ?? 0;
  await db.transaction(async (tx) => {
    const [mine] = await rows<{ id: number }>(tx, sql`
      update ${webhookDeliveries} ${wd} set
        ${bare(wd.status)} = ${r.ok ? "succeeded" : d.attempts >= maxTries ? "failed" : "pending"},
        ${bare(wd.nextAttemptAt)} = ${r.ok || d.attempts >= maxTries ? sql`${wd.nextAttemptAt}` : sql`now() + ${`${delay} milliseconds`}::interval`},
        ${bare(wd.leaseUntil)} = null, ${bare(wd.responseCode)} = ${r.responseCode}, ${bare(wd.latencyMs)} = ${r.latencyMs},
        ${bare(wd.responseBody)} = ${r.responseBody}, ${bare(wd.error)} = ${r.error === null ? null : r.error.slice(0, 1000)}
      where ${wd.id} = ${d.id} and ${wd.status} = 'sending' and ${wd.attempts} = ${d.attempts}
      returning ${wd.id} as id`);
    if (!mine) return;
    if (r.ok) {
      await tx.execute(sql`update ${webhookEndpoints} ${we} set ${bare(we.consecutiveFailures)} = 0 where ${we.id} = ${d.endpointId} and ${we.consecutiveFailures} <> 0`);
      return;
    }
    const [off] = await rows<{ id: number; company_id: number; url: string; failures: number; user_id: number; user_no: string }>(tx, sql`
      update ${webhookEndpoints} ${we} set ${bare(we.consecutiveFailures)} = ${we.consecutiveFailures} + 1,
        ${bare(we.enabled)} = ${we.consecutiveFailures} + 1 < ${maxConsecutiveFailures},
        ${bare(we.disabledAt)} = case when ${we.consecutiveFailures} + 1 >= ${maxConsecutiveFailures} then now() else ${we.disabledAt} end
      from ${users}
      where ${we.id} = ${d.endpointId} and ${we.enabled} and ${users.id} = ${we.createdBy}
      returning ${we.id} as id, ${we.companyId} as company_id, ${we.url} as url, ${we.consecutiveFailures} as failures,
        ${users.id} as user_id, ${users.userNo} as user_no`);
    if (!off || Number(off.failures) < maxConsecutiveFailures) return;
    // The owner's own endpoint: it is the actor of the automatic change and hears of it (the type is toActor).
    await writeAudit(tx, {
      actor: { userId: Number(off.user_id), userNo: off.user_no }, companyId: Number(off.company_id), entity: webhookEndpointAuditEntity,
      entityId: Number(off.id), action: "disable", from: "enabled", to: "disabled", detail: { url: off.url, consecutiveFailures: Number(off.failures), automatic: true },
    });
  });
}

