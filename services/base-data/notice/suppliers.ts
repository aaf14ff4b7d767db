import { sql } from "drizzle-orm";
import { noticeOps, type NoticeReceiver } from "@/lib/contracts/base-data/notice";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { suppliers } from "@/services/db/schema";

/** The enabled supplier companies an editor can address a notice to. */
export const getNoticeSuppliers = defineRoute(noticeOps.suppliers, {
  rights: [rights.notice.add, rights.notice.edit],
  audience: "internal",
  handler: async ({ db }) =>
    rows<NoticeReceiver>(db, sql`select ${suppliers.id} as id, ${suppliers.venNo} as "venNo", ${suppliers.shortName} as name
      from ${suppliers} where ${suppliers.enabled} order by ${suppliers.venNo} limit 2000`),
});
