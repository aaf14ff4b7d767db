import { sql } from "drizzle-orm";
import { receiptInput, receiptSaved } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { decCmp } from "@/lib/contracts/decimal";
import { rows } from "@/services/db/rows";
import { AppError, forbidden } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { scopeOf } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { deliveryNoticeAuditEntity } from "../delivery-notice/audit";
import { lockNotice } from "../delivery-notice/load";
import { lockPoLines } from "../delivery-notice/quantities";
import { bookOnPoLines, receiptLines, sum, type NoticeLineRow } from "./lines";

/** The buyer side records what arrived against an open notice; the notice becomes received. Internal users only. */
export const createReceipt = defineLegacyRoute({
  method: "post",
  path: "/purchase-receipt",
  summary: "Record a goods receipt against an open delivery notice (internal users); books quantities on the PO lines",
  auth: "user",
  rights: ["22_add"],
  body: receiptInput,
  response: receiptSaved,
  handler: async ({ db, principal, body, t }) => {
    const scope = scopeOf(principal);
    if (scope.isSupplier) throw forbidden();
    return db.transaction(async (tx) => {
      const notice = await lockNotice(tx, scope, body.noticeId);
      if (notice.status !== "open") throw new AppError("CONFLICT", "errors.noticeNotOpen");
      const noticeLines = await rows<NoticeLineRow>(tx, sql`
        select id, po_line_id, this_qty from delivery_notice_lines where notice_id = ${notice.id} order by line_no`);
      const lines = receiptLines(noticeLines, body.lines, t);
      await lockPoLines(tx, scope, lines.map((l) => l.poLineId));
      const [totalPass, totalInstore] = [sum(lines, "passqty"), sum(lines, "instoreqty")];
      const status = decCmp(totalPass, "0") > 0 && decCmp(totalPass, totalInstore) === 0 ? "stored" : "inspected";
      const difference = lines.some((l) => decCmp(l.recqty, l.noticeQty) !== 0);
      const [receipt] = await rows<{ id: number; recno: string }>(tx, sql`
        insert into goods_receipts (company_id, supplier_id, notice_id, recno, recdate, rectype, status, keeper, receiver,
          remark, line_count, total_recqty, total_passqty, total_rejectqty, total_instoreqty, has_difference, created_by, modified_by)
        values (${scope.companyId}, ${notice.supplierId}, ${notice.id},
          'RC' || to_char(current_date, 'YYYYMMDD') || lpad(nextval('goods_receipt_no_seq')::text, 6, '0'),
          ${body.recdate}::date, ${body.rectype}, ${status}, ${body.carno}, ${body.receiver}, ${body.remark}, ${lines.length},
          ${sum(lines, "recqty")}::numeric, ${totalPass}::numeric, ${sum(lines, "rejectqty")}::numeric,
          ${totalInstore}::numeric, ${difference}, ${scope.userId}, ${scope.userId})
        returning id, recno`);
      const tuples = lines.map((l, i) => sql`(${receipt!.id}, ${i + 1}, ${l.noticeLineId}, ${l.poLineId}, ${l.recqty}::numeric,
        ${l.passqty}::numeric, ${l.rejectqty}::numeric, ${l.returnqty}::numeric, ${l.focqty}::numeric, ${l.instoreqty}::numeric,
        ${l.inwgt}::numeric, ${l.location}, ${l.lotno}, ${l.iqcno}, ${scope.userId}, ${scope.userId})`);
      await tx.execute(sql`
        insert into goods_receipt_lines (receipt_id, seqno, notice_line_id, po_line_id, recqty, passqty, rejectqty, returnqty,
          focqty, instoreqty, inwgt, location, lotno, iqcno, created_by, modified_by)
        values ${sql.join(tuples, sql`, `)}`);
      await bookOnPoLines(tx, lines, scope.userId);
      await tx.execute(sql`update delivery_notices set status = 'received', received_at = now(), modified_by = ${scope.userId},
        modified_at = now() where id = ${notice.id}`);
      const audit = { actor: scope, companyId: scope.companyId };
      await writeAudit(tx, { ...audit, entity: "goods_receipt", entityId: receipt!.id, action: "create", to: status,
        detail: { recno: receipt!.recno, noticeNo: notice.noticeNo } });
      await writeAudit(tx, { ...audit, entity: deliveryNoticeAuditEntity, entityId: notice.id, action: "receive", from: "open",
        to: "received", detail: { recno: receipt!.recno } });
      return { id: receipt!.id, recno: receipt!.recno, status: status as "stored" | "inspected" };
    });
  },
});
