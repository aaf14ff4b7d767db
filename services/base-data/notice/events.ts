import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { noticeReceivers, notices, userCompanies, users } from "@/services/db/schema";
import type { Deliver, Delivery, EventType, RaisedEvent } from "@/services/core/events/define";
import { nobody } from "@/services/core/events/define";

export const noticeAuditEntity = "notice" as const;

const n = alias(notices, "n");
const r = alias(noticeReceivers, "r");
const u = alias(users, "u");
const uc = alias(userCompanies, "uc");

/** Every account (main and sub) of the notices' receiving suppliers that may use the issuing company: one statement for a batch. */
async function receiversOf(db: Db, evs: readonly RaisedEvent[]): Promise<Map<string, Delivery>> {
  const ids = [...new Set(evs.map((e) => e.entityId).filter((id) => /^\d{1,12}$/.test(id)).map(Number))];
  const out = new Map<string, Delivery>();
  if (!ids.length) return out;
  const found = await rows<{ id: number; title: string; userId: number | null }>(db, sql`
    select ${n.id} as id, ${n.title} as title, recipient.id as "userId" from ${notices} ${n}
    left join lateral (
      select ${u.id} as id from ${noticeReceivers} ${r} join ${users} ${u} on ${u.supplierId} = ${r.supplierId} and ${u.userType} = 'supplier' and ${u.enabled}
      where ${r.noticeId} = ${n.id} and exists (select 1 from ${userCompanies} ${uc} where ${uc.userId} = ${u.id} and ${uc.companyId} = ${n.companyId})) recipient on true
    where ${n.id} in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) and ${n.status} = 'valid'
    order by ${n.id}, recipient.id`);
  for (const row of found) {
    const d = out.get(String(row.id)) ?? { recipients: [], params: { title: row.title } };
    if (row.userId !== null) d.recipients.push(Number(row.userId));
    out.set(String(row.id), d);
  }
  return out;
}
const toReceivers: Deliver = Object.assign(async (db: Db, ev: RaisedEvent) => (await receiversOf(db, [ev])).get(ev.entityId) ?? nobody, { many: receiversOf });

/** A notice published, or made valid again. */
export const noticeEvents: EventType[] = [
  { type: "notice_published", entity: noticeAuditEntity, actions: ["create", "status"], when: (e) => e.to === "valid", deliver: toReceivers },
];
