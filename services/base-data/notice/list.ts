import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { noticeList } from "@/lib/contracts/base-data/notice";
import { rights } from "@/lib/rights/codes";
import { and, contains } from "@/services/core/list";
import { listRoutes } from "@/services/core/list/module";
import { noticeReads, noticeReceivers, notices, users } from "@/services/db/schema";
import { managed, n } from "./where";

const cu = alias(users, "cu");
const r = alias(noticeReceivers, "r");
const rd = alias(noticeReads, "rd");

/** Notice management: the session company's notices (admins: all), any status, with receiver and confirmation counts. */
export const noticeListRoutes = listRoutes(noticeList, {
  from: sql`${notices} ${n} left join ${users} ${cu} on ${cu.id} = ${n.createdBy}`,
  countFrom: sql`${notices} ${n}`,
  id: sql`${n.id}`,
  rights: { view: rights.notice.view, export: rights.notice.export },
  audience: "internal",
  where: (scope, f, db, principal) =>
    and([
      managed(principal),
      f.title && contains(sql`${n.title}`, f.title),
      f.status && sql`${n.status} = ${f.status}`,
      f.level && sql`${n.level} = ${f.level}`,
    ]),
  select: {
    title: sql`${n.title}`,
    level: sql`${n.level}`,
    template: sql`${n.template}`,
    status: sql`${n.status}`,
    startsAt: sql`${n.startsAt}`,
    endsAt: sql`${n.endsAt}`,
    receiverCount: sql`(select count(*)::int from ${noticeReceivers} ${r} where ${r.noticeId} = ${n.id})`,
    confirmedCount: sql`(select count(*)::int from ${noticeReads} ${rd} where ${rd.noticeId} = ${n.id} and ${rd.confirmedAt} is not null)`,
    creator: sql`coalesce(${cu.name}, '')`,
    modifiedAt: sql`${n.modifiedAt}`,
  },
});
