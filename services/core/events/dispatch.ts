import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { idList } from "@/services/core/sql";
import type { RaisedEvent } from "./define";
import { typeOf } from "./catalog";

/** A type whose delivery keeps failing (its record query throws) is given up after this many claims. */
const maxAttempts = 5;

interface Claimed extends Record<string, unknown> {
  id: number;
  type: RaisedEvent["type"];
  company_id: number | null;
  actor_user_id: number | null;
  entity: string;
  entity_id: string;
  attempts: number;
}

/**
 * One batch: claim up to `limit` pending events (`for update skip locked`, so instances never wait on each
 * other's batch), resolve each one's recipients now, write one in-app delivery per recipient and mark the
 * event done, all in one transaction. The deliveries' unique key (event, user, channel) makes a batch that
 * is claimed again after a crash or retried deliver nothing twice. Answers how many events it claimed.
 */
export async function dispatchBatch(db: Db, limit = 50): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await rows<Claimed>(tx, sql`
      select id, type, company_id, actor_user_id, entity, entity_id, attempts from events
      where status = 'pending' order by id limit ${limit} for update skip locked`);
    const done: number[] = [];
    for (const c of claimed) {
      const ev: RaisedEvent = {
        id: Number(c.id), type: c.type, companyId: c.company_id, actorUserId: c.actor_user_id, entity: c.entity, entityId: c.entity_id,
      };
      try {
        await tx.transaction((sp) => deliverInApp(sp, ev));
        done.push(ev.id);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await tx.execute(sql`
          update events set attempts = attempts + 1, last_error = ${message.slice(0, 1000)},
            status = case when attempts + 1 >= ${maxAttempts} then 'failed' else 'pending' end
          where id = ${ev.id}`);
      }
    }
    if (done.length) await tx.execute(sql`update events set status = 'done', done_at = now(), attempts = attempts + 1 where id in ${idList(done)}`);
    return claimed.length;
  });
}

async function deliverInApp(tx: Db, ev: RaisedEvent): Promise<void> {
  const type = typeOf(ev.type, ev.entity);
  if (!type) return;
  const { recipients, params } = await type.deliver(tx, ev);
  const to = type.toActor ? recipients : recipients.filter((id) => id !== ev.actorUserId);
  if (!to.length) return;
  const values = [...new Set(to)].map((userId) => sql`(${ev.id}, ${userId}, 'in_app', ${ev.type}, ${ev.companyId}, ${ev.entity}, ${ev.entityId}, ${JSON.stringify(params)}::jsonb)`);
  await tx.execute(sql`
    insert into notifications (event_id, user_id, channel, type, company_id, entity, entity_id, params)
    values ${sql.join(values, sql`, `)}
    on conflict (event_id, user_id, channel) do nothing`);
}
