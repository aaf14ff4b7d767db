import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { events as eventsTable } from "@/services/db/schema";
import { nobody, type Delivery, type EventType, type RaisedEvent } from "./define";
import { typeOf } from "./catalog";
import { inAppChannel, type Channel, type Fanned } from "./channels";
import { modesOf } from "./preferences";
import { webhookChannel } from "./webhook/channel";
import { emailChannel } from "./email/channel";

/** A type whose delivery keeps failing (its record query throws) is given up after this many claims. */
const maxAttempts = 5;

/**
 * One batch: claim up to `limit` pending events (`for update skip locked`, so instances never wait on each
 * other's batch), resolve each one's recipients now, let every channel write its deliveries for the whole batch
 * and mark the events done, all in one transaction. The deliveries' unique keys make a batch that is claimed
 * again after a crash or retried deliver nothing twice. An event whose delivery throws sends the batch down the
 * careful path: again, each event in a savepoint of its own, the failing one counted and retried later.
 * Answers how many events it claimed.
 */
export async function dispatchBatch(db: Db, limit = 50): Promise<number> {
  try {
    return await db.transaction((tx) => run(tx, limit, false));
  } catch (err) {
    if (!(err instanceof DeliveryFailed)) throw err;
    return db.transaction((tx) => run(tx, limit, true));
  }
}

class DeliveryFailed extends Error {}

async function run(tx: Db, limit: number, careful: boolean): Promise<number> {
  const e = eventsTable;
  const claimed = await tx.select({ id: e.id, type: e.type, companyId: e.companyId, actorUserId: e.actorUserId, entity: e.entity, entityId: e.entityId })
    .from(e).where(eq(e.status, "pending")).orderBy(asc(e.id)).limit(limit).for("update", { skipLocked: true });
  const events: RaisedEvent[] = claimed.map((c) => ({ ...c, id: Number(c.id) }));
  const done: number[] = [];
  if (!careful) {
    try {
      const resolved = await resolveAll(tx, events);
      await fanout(tx, resolved);
    } catch {
      throw new DeliveryFailed();
    }
    done.push(...events.map((e) => e.id));
  } else {
    for (const ev of events) {
      try {
        await tx.transaction(async (sp) => fanout(sp, await resolveAll(sp, [ev])));
        done.push(ev.id);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await tx.update(e).set({
          attempts: sql`${e.attempts} + 1`, lastError: message.slice(0, 1000),
          status: sql`case when ${e.attempts} + 1 >= ${maxAttempts} then 'failed' else 'pending' end`,
        }).where(eq(e.id, ev.id));
      }
    }
  }
  if (done.length) await tx.update(e).set({ status: "done", doneAt: sql`now()`, attempts: sql`${e.attempts} + 1` }).where(inArray(e.id, done));
  return claimed.length;
}

/** Every channel an event is fanned out to, in order; each one's rows are written in the dispatch transaction. */
export const channels: Channel[] = [inAppChannel, webhookChannel, emailChannel];

/**
 * The events' recipients as their types resolve them now, in event order (the actor removed unless the type
 * tells the actor): a type that resolves a batch at once does so in one statement for all its events here.
 */
async function resolveAll(tx: Db, events: readonly RaisedEvent[]): Promise<Array<{ ev: RaisedEvent; delivery: Delivery }>> {
  const byType = new Map<EventType, RaisedEvent[]>();
  for (const ev of events) {
    const type = typeOf(ev.type, ev.entity);
    if (type) byType.set(type, [...(byType.get(type) ?? []), ev]);
  }
  const found = new Map<number, { type: EventType; delivery: Delivery }>();
  for (const [type, evs] of byType) {
    if (type.deliver.many && evs.length > 1) {
      const many = await type.deliver.many(tx, evs);
      for (const ev of evs) found.set(ev.id, { type, delivery: many.get(ev.entityId) ?? nobody });
    } else {
      for (const ev of evs) found.set(ev.id, { type, delivery: await type.deliver(tx, ev) });
    }
  }
  return events.flatMap((ev) => {
    const f = found.get(ev.id);
    if (!f) return [];
    const { type, delivery } = f;
    return [{ ev, delivery: { ...delivery, recipients: [...new Set(type.toActor ? delivery.recipients : delivery.recipients.filter((id) => id !== ev.actorUserId))] } }];
  });
}

async function fanout(tx: Db, resolved: ReadonlyArray<{ ev: RaisedEvent; delivery: Delivery }>): Promise<void> {
  if (!resolved.length) return;
  const modes = await modesOf(tx, resolved.map(({ ev, delivery }) => ({ type: ev.type, userIds: delivery.recipients })));
  const batch: Fanned[] = resolved.map(({ ev, delivery }) => ({ ev, delivery, modeOf: (userId: number) => modes(ev.type, userId) }));
  for (const ch of channels) await ch.fanout(tx, batch);
}
