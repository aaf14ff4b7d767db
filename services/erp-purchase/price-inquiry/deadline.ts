import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { systemActor, writeAudit } from "@/services/core/audit";
import { priceInquiries } from "@/services/db/schema";
import { priceInquiryAuditEntity } from "./events";

/** How far ahead of its quote deadline a released inquiry reminds the suppliers that have not quoted. */
export const deadlineNoticeMs = 24 * 3_600_000;

/**
 * The scheduler's tick (services/core/events/scheduler.ts): every released inquiry whose deadline is now less
 * than 24 h away is announced once, with an audit row whose event reaches its invited suppliers that have not
 * quoted. The conditional update claims each inquiry: of two instances ticking at once, one takes it. An
 * inquiry released with less than 24 h to go already told its suppliers of its deadline and is not announced.
 */
export async function announceDeadlines(db: Db, now: Date): Promise<number> {
  const ahead = new Date(now.getTime() + deadlineNoticeMs);
  const i = priceInquiries;
  return db.transaction(async (tx) => {
    const due = await tx.update(i).set({ deadlineAnnouncedAt: now })
      .where(and(eq(i.status, "released"), isNull(i.deadlineAnnouncedAt), gt(i.quoteDeadline, now), lte(i.quoteDeadline, ahead),
        lte(i.releasedAt, sql`${i.quoteDeadline} - ${`${deadlineNoticeMs} milliseconds`}::interval`)))
      .returning({ id: i.id, companyId: i.companyId, inquiryNo: i.inquiryNo });
    for (const r of due) {
      await writeAudit(tx, {
        actor: systemActor, companyId: r.companyId, entity: priceInquiryAuditEntity, entityId: Number(r.id), action: "deadlineNear",
        detail: { inquiryNo: r.inquiryNo },
      });
    }
    return due.length;
  });
}
