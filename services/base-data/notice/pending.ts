import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { noticeOps } from "@/lib/contracts/base-data/notice";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { noticeReads, notices } from "@/services/db/schema";
import { loadView } from "./load";
import { n, readable } from "./where";

const rd = alias(noticeReads, "rd");

/** Particularly important notices the caller may read and has not confirmed: the dialog after login shows them until confirmed. */
export const getPendingNotices = defineRoute(noticeOps.pending, {
  handler: async ({ db, principal }) => {
    const ids = await rows<{ id: number }>(db, sql`
      select ${n.id} as id from ${notices} ${n}
      where ${n.level} = 'critical' and ${readable(principal)}
        and not exists (select 1 from ${noticeReads} ${rd} where ${rd.noticeId} = ${n.id} and ${rd.userId} = ${principal.userId} and ${rd.confirmedAt} is not null)
      order by ${n.startsAt} desc, ${n.id} desc limit 5`);
    return Promise.all(ids.map((r) => loadView(db, principal, r.id)));
  },
});
