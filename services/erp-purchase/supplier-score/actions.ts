import { sql } from "drizzle-orm";
import type { ScoreSettingsInput } from "@/lib/contracts/erp-purchase/supplier-score";
import { writeAudit, type AuditActor } from "@/services/core/audit";
import type { Db } from "@/services/db/client";
import { scoreSettings } from "@/services/db/schema";
import { computeMonth, computeMonths, openMonths, readScoreSettings, timeZoneOf } from "./compute";
import { scoreSettingsAuditEntity, supplierScoreAuditEntity } from "./events";

/**
 * Recomputes one month by hand, a frozen one included, with an audit row saying who did it and whether the
 * month was frozen. Answers the snapshots written.
 */
export async function recomputeMonthByHand(db: Db, actor: AuditActor, companyId: number, month: string, now: Date): Promise<number> {
  const frozen = !openMonths(await timeZoneOf(db, companyId), now).includes(month);
  return db.transaction(async (tx) => {
    const written = await computeMonth(tx, companyId, month, now);
    await writeAudit(tx, { actor, companyId, entity: supplierScoreAuditEntity, entityId: month, action: "recompute", detail: { month, frozen, snapshots: written } });
    return written;
  });
}

/**
 * Saves a company's weights and thresholds and regrades its open months in the same transaction; frozen months
 * keep the weights they were computed with.
 */
export async function saveScoreSettings(db: Db, actor: AuditActor, companyId: number, value: ScoreSettingsInput, now: Date): Promise<void> {
  const months = openMonths(await timeZoneOf(db, companyId), now);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`score_settings:${companyId}`}))`);
    const before = await readScoreSettings(tx, companyId);
    const row = {
      weights: value.weights, thresholdA: value.thresholds.a.toFixed(2), thresholdB: value.thresholds.b.toFixed(2), thresholdC: value.thresholds.c.toFixed(2),
      modifiedAt: now, modifiedBy: actor.userId,
    };
    await tx.insert(scoreSettings).values({ companyId, ...row, createdBy: actor.userId })
      .onConflictDoUpdate({ target: scoreSettings.companyId, set: row });
    await writeAudit(tx, { actor, companyId, entity: scoreSettingsAuditEntity, entityId: companyId, action: "update", detail: { before, after: value, recomputed: months } });
    await computeMonths(tx, companyId, months[1], 2, now);
  });
}
