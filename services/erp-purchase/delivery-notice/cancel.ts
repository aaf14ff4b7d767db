import { sql } from "drizzle-orm";
import { idParam } from "@/lib/contracts/common";
import { cancelInput, noticeSaved } from "@/lib/contracts/erp-purchase/delivery-notice";
import { rows } from "@/services/db/rows";
import { AppError } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { scopeOf } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { deliveryNoticeAuditEntity } from "./audit";
import { lockNotice } from "./load";
import { lockPoLines, restoreQuantities } from "./quantities";

export const cancelDeliveryNotice = defineLegacyRoute({
  method: "post",
  path: "/delivery-notice/:id/cancel",
  summary: "Cancel an unreceived delivery notice; its quantities go back to the PO lines",
  auth: "user",
  rights: ["31_delete"],
  params: idParam,
  body: cancelInput,
  response: noticeSaved,
  handler: async ({ db, principal, params, body }) => {
    const scope = scopeOf(principal);
    return db.transaction(async (tx) => {
      const notice = await lockNotice(tx, scope, params.id);
      if (notice.status !== "open") throw new AppError("CONFLICT", "errors.noticeNotOpen");
      const lines = await rows<{ po_line_id: number }>(tx, sql`select po_line_id from delivery_notice_lines where notice_id = ${notice.id}`);
      await lockPoLines(tx, scope, lines.map((l) => Number(l.po_line_id)));
      await restoreQuantities(tx, notice.id, scope.userId);
      await tx.execute(sql`
        update delivery_notices set status = 'cancelled', cancel_reason = ${body.reason || null}, cancelled_at = now(),
          modified_by = ${scope.userId}, modified_at = now()
        where id = ${notice.id}`);
      await writeAudit(tx, {
        actor: scope,
        companyId: scope.companyId,
        entity: deliveryNoticeAuditEntity,
        entityId: notice.id,
        action: "cancel",
        from: "open",
        to: "cancelled",
        reason: body.reason || null,
        detail: { noticeNo: notice.noticeNo },
      });
      return { id: notice.id, noticeNo: notice.noticeNo, status: "cancelled" as const };
    });
  },
});
