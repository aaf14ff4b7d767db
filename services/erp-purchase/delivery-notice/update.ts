import { sql } from "drizzle-orm";
import { idParam } from "@/lib/contracts/common";
import { deliveryNoticeInput, noticeSaved } from "@/lib/contracts/erp-purchase/delivery-notice";
import { rows } from "@/services/db/rows";
import { AppError } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { scopeOf } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { deliveryNoticeAuditEntity } from "./audit";
import { headerValues } from "./header";
import { lockNotice } from "./load";
import { checkLines, lockPoLines, restoreQuantities, totalQty, writeLines } from "./quantities";

/** Replaces header and lines of an unreceived notice: its old quantities are given back, the new ones taken. */
export const updateDeliveryNotice = defineLegacyRoute({
  method: "put",
  path: "/delivery-notice/:id",
  summary: "Edit a delivery notice while it is not received (header and lines replaced)",
  auth: "user",
  rights: ["31_edit"],
  params: idParam,
  body: deliveryNoticeInput,
  response: noticeSaved,
  handler: async ({ db, principal, params, body, t }) => {
    const scope = scopeOf(principal);
    return db.transaction(async (tx) => {
      const notice = await lockNotice(tx, scope, params.id);
      if (notice.status !== "open") throw new AppError("CONFLICT", "errors.noticeNotOpen");
      const old = await rows<{ po_line_id: number; this_qty: string }>(tx, sql`
        select po_line_id, this_qty from delivery_notice_lines where notice_id = ${notice.id}`);
      const held = new Map(old.map((l) => [Number(l.po_line_id), String(l.this_qty)]));
      const locked = await lockPoLines(tx, scope, [...held.keys(), ...body.lines.map((l) => l.poLineId)]);
      if (body.supplierId !== undefined && body.supplierId !== notice.supplierId) {
        throw new AppError("VALIDATION", "errors.validation", {}, { supplierId: [t("validation.deliveryNotice.supplierMismatch")] });
      }
      checkLines(body.lines, locked, held, t, notice.supplierId);
      await restoreQuantities(tx, notice.id, scope.userId);
      await tx.execute(sql`delete from delivery_notice_lines where notice_id = ${notice.id}`);
      await writeLines(tx, notice.id, body.lines, scope.userId);
      const h = headerValues(body);
      await tx.execute(sql`
        update delivery_notices set required_dept = ${h.requiredDept}, required_date = ${h.requiredDate}::date,
          delivery_no = ${h.deliveryNo}, receive_address = ${h.receiveAddress}, storage_location = ${h.storageLocation},
          urgent = ${h.urgent}, deliver_date = ${h.deliverDate}::date, delivery_method = ${h.deliveryMethod},
          lot_no = ${h.lotNo}, car_plate = ${h.carPlate}, driver_phone = ${h.driverPhone}, remark = ${h.remark},
          line_count = ${body.lines.length}, total_qty = ${totalQty(body.lines)}::numeric,
          modified_by = ${scope.userId}, modified_at = now()
        where id = ${notice.id}`);
      await writeAudit(tx, {
        actor: scope,
        companyId: scope.companyId,
        entity: deliveryNoticeAuditEntity,
        entityId: notice.id,
        action: "update",
        from: "open",
        to: "open",
        detail: {
          noticeNo: notice.noticeNo,
          before: old.map((l) => ({ poLineId: Number(l.po_line_id), thisQty: String(l.this_qty) })),
          after: body.lines.map((l) => ({ poLineId: l.poLineId, thisQty: l.thisQty })),
        },
      });
      return { id: notice.id, noticeNo: notice.noticeNo, status: "open" as const };
    });
  },
});
