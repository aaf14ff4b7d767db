import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { NoticeDetail, NoticeView } from "@/lib/contracts/base-data/notice";
import { notFound } from "@/services/core/errors";
import type { Viewer } from "./where";
import { isoText } from "@/services/core/sql";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { noticeReads, noticeReceivers, notices, suppliers, users } from "@/services/db/schema";
import { n, readable } from "./where";

const cu = alias(users, "cu");
const mu = alias(users, "mu");
const rd = alias(noticeReads, "rd");
const r = alias(noticeReceivers, "r");
const s = alias(suppliers, "s");

const viewColumns = sql`${n.id} as id, ${n.title} as title, ${n.level} as level, ${n.template} as template,
  ${isoText(sql`${n.startsAt}`)} as "startsAt", ${isoText(sql`${n.endsAt}`)} as "endsAt", ${n.body} as body,
  ${n.videoFileId}::text as "videoFileId", coalesce(${cu.name}, '') as creator, ${isoText(sql`${n.createdAt}`)} as "createdAt",
  ${mu.name} as modifier, ${isoText(sql`${n.modifiedAt}`)} as "modifiedAt"`;
const columns = sql`${viewColumns}, ${n.status} as status`;
const from = sql`${notices} ${n} left join ${users} ${cu} on ${cu.id} = ${n.createdBy} left join ${users} ${mu} on ${mu.id} = ${n.modifiedBy}`;

/** One notice with its receivers, when `where` admits it; otherwise 404 (another tenant's looks missing). */
export async function loadNotice(db: Db, id: number, where: SQL): Promise<NoticeDetail> {
  const [row] = await rows<Omit<NoticeDetail, "receivers">>(db, sql`select ${columns} from ${from} where ${n.id} = ${id} and ${where}`);
  if (!row) throw notFound();
  const receivers = await rows<NoticeDetail["receivers"][number]>(db, sql`
    select ${s.id} as id, ${s.venNo} as "venNo", ${s.shortName} as name from ${noticeReceivers} ${r} join ${suppliers} ${s} on ${s.id} = ${r.supplierId}
    where ${r.noticeId} = ${id} order by ${s.venNo}`);
  return { ...row, receivers };
}

/** One notice as its reader sees it, with the reader's read and confirmation times. */
export async function loadView(db: Db, p: Viewer, id: number): Promise<NoticeView> {
  const [row] = await rows<NoticeView>(db, sql`
    select ${viewColumns}, ${isoText(sql`${rd.readAt}`)} as "readAt", ${isoText(sql`${rd.confirmedAt}`)} as "confirmedAt"
    from ${from} left join ${noticeReads} ${rd} on ${rd.noticeId} = ${n.id} and ${rd.userId} = ${p.userId}
    where ${n.id} = ${id} and ${readable(p)}`);
  if (!row) throw notFound();
  return row;
}
