import { and, asc, eq, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import type { Db } from "@/services/db/client";
import { isoText } from "@/services/core/sql";
import { emailDeliveries, users } from "@/services/db/schema";
import { digestItems } from "./digest";
import { digestMail, eventMail, type Mail } from "./render";
import { refusedForSure, sendMail } from "./transport";

export interface SendOptions {
  batch?: number;
  /** Tries of a mail the server refuses, the first included. */
  maxAttempts?: number;
  /** The wait before the second try; each further one waits twice as long. */
  backoffMs?: number;
  /** A claim older than this never finished (its instance died mid-send): it is failed, not sent again. */
  staleMs?: number;
}

const ed = emailDeliveries;

/**
 * One round of the mail sender: fails claims that never finished, claims up to `batch` due mails
 * (`for update skip locked`) and marks them `sending` in a transaction of their own, so once claimed a mail
 * is never sent by anyone again; then sends each and records the outcome. A refusal is tried again after
 * `backoffMs`, 2×, 4× …; after `maxAttempts` tries it is `failed`, for an admin to see. Answers how many it claimed.
 */
export async function sendDueEmails(db: Db, now: Date = new Date(), opts: SendOptions = {}): Promise<number> {
  const { batch = 20, maxAttempts = 5, backoffMs = 60_000, staleMs = 10 * 60_000 } = opts;
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.update(ed).set({ status: "failed", lastError: "interrupted while sending: not sent again", updatedAt: at })
    .where(and(eq(ed.status, "sending"), lt(ed.claimedAt, sql`${at} - ${`${staleMs} milliseconds`}::interval`)));
  const claimed = await claimDue(db, at, batch);
  for (const c of claimed) await sendOne(db, c, now, { maxAttempts, backoffMs });
  return claimed.length;
}

/** Claims up to `batch` due mails (`for update skip locked`) and marks them sending, in a transaction of their own. */
function claimDue(db: Db, at: SQL, batch: number) {
  return db.transaction(async (tx) => {
    const due = await tx.select({ id: ed.id }).from(ed).where(and(eq(ed.status, "pending"), lte(ed.nextAt, at)))
      .orderBy(asc(ed.nextAt), asc(ed.id)).limit(batch).for("update", { skipLocked: true });
    if (!due.length) return [];
    return tx.update(ed).set({ status: "sending", claimedAt: at, attempts: sql`${ed.attempts} + 1`, updatedAt: at })
      .from(users).where(and(inArray(ed.id, due.map((d) => d.id)), eq(users.id, ed.userId)))
      .returning({
        id: ed.id, userId: ed.userId, type: ed.type, entity: ed.entity, entityId: ed.entityId, params: ed.params,
        digestDay: sql<string | null>`${ed.digestDay}::text`, windowStart: sql<string | null>`${isoText(sql`${ed.windowStart}`)}`,
        windowEnd: sql<string | null>`${isoText(sql`${ed.windowEnd}`)}`, attempts: ed.attempts,
        email: sql<string>`coalesce(${users.email}, '')`, name: users.name, locale: users.locale,
      });
  });
}

type Claimed = Awaited<ReturnType<typeof claimDue>>[number];

async function mailOf(db: Db, c: Claimed): Promise<Mail | null> {
  const locale = isLocale(c.locale) ? c.locale : defaultLocale;
  if (c.digestDay) {
    const items = await digestItems(db, c.userId, c.windowStart!, c.windowEnd!);
    return items.length ? digestMail(locale, c.userId, c.name, c.digestDay, items) : null;
  }
  return eventMail(locale, c.userId, c.name, { type: c.type as never, entity: c.entity ?? "", entityId: c.entityId ?? "", params: c.params });
}

async function sendOne(db: Db, c: Claimed, now: Date, o: { maxAttempts: number; backoffMs: number }): Promise<void> {
  const done = (status: "sent" | "skipped" | "failed" | "pending", error: string | null, nextAt?: Date) => db.update(ed).set({
    status, lastError: error, updatedAt: sql`now()`, sentAt: status === "sent" ? sql`now()` : null, nextAt: sql`${(nextAt ?? now).toISOString()}::timestamptz`,
  }).where(eq(ed.id, c.id));
  let mail: Mail | null;
  try {
    mail = c.email ? await mailOf(db, c) : null;
  } catch (err) {
    await done("failed", String(err instanceof Error ? err.message : err).slice(0, 1000));
    return;
  }
  if (!mail) {
    await done("skipped", c.email ? null : "no address");
    return;
  }
  try {
    await sendMail(c.email, mail);
    await done("sent", null);
  } catch (err) {
    const message = String(err instanceof Error ? err.message : err).slice(0, 1000);
    const attempts = Number(c.attempts);
    if (refusedForSure(err) && attempts < o.maxAttempts) await done("pending", message, new Date(now.getTime() + o.backoffMs * 2 ** (attempts - 1)));
    else await done("failed", message);
  }
}
