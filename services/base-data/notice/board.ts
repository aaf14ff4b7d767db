import { sql } from "drizzle-orm";
import { noticeBoard } from "@/lib/contracts/base-data/notice";
import { and, contains } from "@/services/core/list";
import { listRoutes } from "@/services/core/list/module";
import { notices } from "@/services/db/schema";
import { n, readable } from "./where";

const ranges = { lastWeek: sql`interval '7 days'`, lastMonth: sql`interval '1 month'`, lastThreeMonths: sql`interval '3 months'` };

/** /manage/morenotice: what the caller may read now; the ranges of §9 by display start; text search in title and body. */
export const noticeBoardRoutes = listRoutes(noticeBoard, {
  from: sql`${notices} ${n}`,
  id: sql`${n.id}`,
  rights: { view: null, export: null },
  where: (scope, f, db, principal) =>
    and([
      readable(principal),
      f.q && sql`(${contains(sql`${n.title}`, f.q)} or ${contains(sql`${n.body}`, f.q)})`,
      f.range && sql`${n.startsAt} >= now() - ${ranges[f.range]}`,
    ]),
  select: {
    title: sql`${n.title}`,
    level: sql`${n.level}`,
    startsAt: sql`${n.startsAt}`,
    endsAt: sql`${n.endsAt}`,
    template: sql`${n.template}`,
  },
});
