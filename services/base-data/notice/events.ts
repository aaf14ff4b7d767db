import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import type { Deliver, Delivery, EventType, RaisedEvent } from "@/services/core/events/define";
import { nobody } from "@/services/core/events/define";

/** Every account (main and sub) of the notices' receiving suppliers that may use the issuing company: one statement for a batch. */
async function receiversOf(db: Db, evs: readonly RaisedEvent[]): Promise<Map<string, Delivery>> {
  const ids = [...new Set(evs.map((e) => e.entityId).filter((id) => /^\d{1,12}$/.test(id)).map(Number))];
  const out = new Map<string, Delivery>();
  if (!ids.length) return out;
  const found = await rows<{ id: number; title: string; user_id: number | null }>(db, sql`
    select n.id, n.title, u.id as user_id from notices n
    left join lateral (
      select u.id from notice_receivers r join users u on u.supplier_id = r.supplier_id and u.user_type = 'supplier' and u.enabled
      where r.notice_id = n.id and exists (select 1 from user_companies uc where uc.user_id = u.id and uc.company_id = n.company_id)) u on true
    where n.id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) and n.status = 'valid'
    order by n.id, u.id`);
  for (const r of found) {
    const d = out.get(String(r.id)) ?? { recipients: [], params: { title: r.title } };
    if (r.user_id !== null) d.recipients.push(Number(r.user_id));
    out.set(String(r.id), d);
  }
  return out;
}
const toReceivers: Deliver = Object.assign(async (db: Db, ev: RaisedEvent) => (await receiversOf(db, [ev])).get(ev.entityId) ?? nobody, { many: receiversOf });

/** A notice published, or made valid again. */
export const noticeEvents: EventType[] = [
  { type: "notice_published", entity: "notice", actions: ["create", "status"], when: (e) => e.to === "valid", deliver: toReceivers },
];
