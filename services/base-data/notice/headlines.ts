import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { noticeOps, type NoticeHeadline } from "@/lib/contracts/base-data/notice";
import { defineRoute } from "@/services/core/route";
import { isoText } from "@/services/core/sql";
import { rows } from "@/services/db/rows";
import { noticeReads, notices } from "@/services/db/schema";
import { n, readable } from "./where";

const rd = alias(noticeReads, "rd");
export const levelRank = sql`case ${n.level} when 'critical' then 0 when 'important' then 1 else 2 end`;

/** The dashboard's announcements: most important first, then newest, with the caller's read state. */
export const getNoticeHeadlines = defineRoute(noticeOps.headlines, {
  handler: async ({ db, principal, query }) =>
    rows<NoticeHeadline>(db, sql`
      select ${n.id} as id, ${n.title} as title, ${n.level} as level, ${isoText(sql`${n.startsAt}`)} as "startsAt",
        ${rd.readAt} is not null as read, ${rd.confirmedAt} is not null as confirmed
      from ${notices} ${n} left join ${noticeReads} ${rd} on ${rd.noticeId} = ${n.id} and ${rd.userId} = ${principal.userId}
      where ${readable(principal)}
      order by ${levelRank}, ${n.startsAt} desc, ${n.id} desc limit ${query.limit}`),
});
