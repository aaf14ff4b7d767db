import { sql } from "drizzle-orm";
import { deliveryNoticeInput, noticeSaved } from "@/lib/contracts/erp-purchase/delivery-notice";
import { rows } from "@/services/db/rows";
import { writeAudit } from "@/services/core/audit";
import { scopeOf } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { deliveryNoticeAuditEntity } from "./audit";
import { headerValues } from "./header";
import { checkLines, lockPoLines, totalQty, writeLines } from "./quantities";

export const createDeliveryNotice = defineLegacyRoute({
  method: "post",
  path: "/delivery-notice",
  summary: "Create a delivery notice from received PO lines; moves each line's quantity from remaining to sent",
  auth: "user",
  rights: ["31_add"],
  body: deliveryNoticeInput,
  response: noticeSaved,
  handler: async ({ db, principal, body, t }) => {
    const scope = scopeOf(principal);
    return db.transaction(async (tx) => {
      const locked = await lockPoLines(tx, scope, body.lines.map((l) => l.poLineId));
      const supplierId = checkLines(body.lines, locked, new Map(), t, body.supplierId);
      const h = headerValues(body);
      const [notice] = await rows<{ id: number; notice_no: string }>(tx, sql`
        insert into delivery_notices (company_id, supplier_id, notice_no, required_dept, required_date, delivery_no,
          receive_address, storage_location, urgent, deliver_date, delivery_method, lot_no, car_plate, driver_phone,
          remark, line_count, total_qty, created_by, modified_by)
        values (${scope.companyId}, ${supplierId},
          'DN' || to_char(current_date, 'YYYYMMDD') || lpad(nextval('delivery_notice_no_seq')::text, 6, '0'),
          ${h.requiredDept}, ${h.requiredDate}::date, ${h.deliveryNo}, ${h.receiveAddress}, ${h.storageLocation},
          ${h.urgent}, ${h.deliverDate}::date, ${h.deliveryMethod}, ${h.lotNo}, ${h.carPlate}, ${h.driverPhone},
          ${h.remark}, ${body.lines.length}, ${totalQty(body.lines)}::numeric, ${scope.userId}, ${scope.userId})
        returning id, notice_no`);
      await writeLines(tx, notice!.id, body.lines, scope.userId);
      await writeAudit(tx, {
        actor: scope,
        companyId: scope.companyId,
        entity: deliveryNoticeAuditEntity,
        entityId: notice!.id,
        action: "create",
        to: "open",
        detail: { noticeNo: notice!.notice_no, lines: body.lines.map((l) => ({ poLineId: l.poLineId, thisQty: l.thisQty })) },
      });
      return { id: notice!.id, noticeNo: notice!.notice_no, status: "open" as const };
    });
  },
});
