import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import type { Delivery, EventType, RaisedEvent } from "@/services/core/events/define";
import { nobody } from "@/services/core/events/define";

/** Every account (main and sub) of the notice's receiving suppliers that may use the issuing company. */
async function toReceivers(db: Db, ev: RaisedEvent): Promise<Delivery> {
  if (!/^\d{1,12}$/.test(ev.entityId)) return nobody;
  const [n] = await rows<{ title: string; valid: boolean }>(db, sql`select title, status = 'valid' as valid from notices where id = ${Number(ev.entityId)}`);
  if (!n?.valid) return nobody;
  const found = await rows<{ id: number }>(db, sql`
    select u.id from notices n join notice_receivers r on r.notice_id = n.id
      join users u on u.supplier_id = r.supplier_id and u.user_type = 'supplier' and u.enabled
    where n.id = ${Number(ev.entityId)}
      and exists (select 1 from user_companies uc where uc.user_id = u.id and uc.company_id = n.company_id)
    order by u.id`);
  return { recipients: found.map((r) => Number(r.id)), params: { title: n.title } };
}

/** A notice published, or made valid again. */
export const noticeEvents: EventType[] = [
  { type: "notice_published", entity: "notice", actions: ["create", "status"], when: (e) => e.to === "valid", deliver: toReceivers },
];
