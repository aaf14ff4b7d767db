import { deliveryNoticeOps } from "@/lib/contracts/erp-purchase/delivery-notice";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { deliveryNotices } from "@/services/db/schema";
import { lockPoLines } from "../purchase-order/lines-lock";
import { nextNoticeNo, noticeValues } from "./header";
import { deliveryNoticeAuditEntity } from "./lock";
import { checkLines, writeLines } from "./quantities";

export const createDeliveryNotice = defineRoute(deliveryNoticeOps.create, {
  rights: [rights.deliveryNotice.add],
  handler: async ({ db, scope, body, t, locale }) =>
    db.transaction(async (tx) => {
      const locked = await lockPoLines(tx, scope, body.lines.map((l) => l.poLineId));
      const supplierId = checkLines(body.lines, locked, new Map(), t, locale, body.supplierId);
      const [notice] = await tx
        .insert(deliveryNotices)
        .values({ companyId: scope.companyId, supplierId, noticeNo: nextNoticeNo(scope), ...noticeValues(body), createdBy: scope.userId, modifiedBy: scope.userId })
        .returning({ id: deliveryNotices.id, noticeNo: deliveryNotices.noticeNo });
      await writeLines(tx, notice!.id, body.lines, scope.userId);
      await writeAudit(tx, {
        actor: scope,
        companyId: scope.companyId,
        entity: deliveryNoticeAuditEntity,
        entityId: notice!.id,
        action: "create",
        to: "open",
        detail: { noticeNo: notice!.noticeNo, lines: body.lines.map((l) => ({ poLineId: l.poLineId, thisQty: l.thisQty })) },
      });
      return { id: notice!.id, noticeNo: notice!.noticeNo, status: "open" as const };
    }),
});
