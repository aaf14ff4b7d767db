import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { noticeReceiptList } from "@/lib/contracts/base-data/notice";
import { rights } from "@/lib/rights/codes";
import { notFound } from "@/services/core/errors";
import { listRoutes } from "@/services/core/list/module";
import { rows } from "@/services/db/rows";
import { noticeReads, noticeReceivers, notices, suppliers, users } from "@/services/db/schema";
import { managed, n } from "./where";

export const r = alias(noticeReceivers, "r");
export const s = alias(suppliers, "s");
export const u = alias(users, "u");
export const rd = alias(noticeReads, "rd");

/** Every enabled account of a notice's receiving suppliers (r, s, u), with its read receipt if any (rd). */
export const receiptsFrom = sql`${noticeReceivers} ${r} join ${suppliers} ${s} on ${s.id} = ${r.supplierId}
  join ${users} ${u} on ${u.supplierId} = ${s.id} and ${u.enabled}
  left join ${noticeReads} ${rd} on ${rd.noticeId} = ${r.noticeId} and ${rd.userId} = ${u.id}`;

/**
 * One notice's receipts as a keyset list and its streamed .xlsx, with the receipts dialog's rights: the
 * notice must be one its editor manages, or the answer is the same 404 as for a missing notice.
 */
export const noticeReceiptRoutes = listRoutes(noticeReceiptList, {
  from: receiptsFrom,
  id: sql`${u.id}`,
  rights: { view: rights.notice.view, export: rights.notice.view },
  audience: "internal",
  where: async (scope, f, db, principal) => {
    if (f.noticeId === undefined) return sql`false`;
    const [found] = await rows(db, sql`select 1 from ${notices} ${n} where ${n.id} = ${f.noticeId} and ${managed(principal)}`);
    if (!found) throw notFound();
    return sql`${r.noticeId} = ${f.noticeId}`;
  },
  select: {
    venNo: sql`${s.venNo}`,
    supplierName: sql`${s.shortName}`,
    userNo: sql`${u.userNo}`,
    name: sql`${u.name}`,
    readAt: sql`${rd.readAt}`,
    confirmedAt: sql`${rd.confirmedAt}`,
  },
});
