import { sql } from "drizzle-orm";
import { noticeOps, type NoticeReceipt } from "@/lib/contracts/base-data/notice";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { isoText } from "@/services/core/sql";
import { rows } from "@/services/db/rows";
import { loadNotice } from "./load";
import { r, rd, receiptsFrom, s, u } from "./receipt-list";
import { managed } from "./where";

/** Every enabled account of the receiving suppliers with its read and confirmation time (null: not yet). */
export const getNoticeReceipts = defineRoute(noticeOps.receipts, {
  rights: [rights.notice.view],
  audience: "internal",
  handler: async ({ db, principal, params }) => {
    await loadNotice(db, params.id, managed(principal));
    return rows<NoticeReceipt>(db, sql`
      select ${u.userNo} as "userNo", ${u.name} as name, ${s.venNo} as "venNo", ${s.shortName} as "supplierName",
        ${isoText(sql`${rd.readAt}`)} as "readAt", ${isoText(sql`${rd.confirmedAt}`)} as "confirmedAt"
      from ${receiptsFrom}
      where ${r.noticeId} = ${params.id} order by ${rd.confirmedAt} nulls first, ${s.venNo}, ${u.userNo}`);
  },
});
