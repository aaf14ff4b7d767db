import { eq, sql } from "drizzle-orm";
import { deliveryNoticeOps } from "@/lib/contracts/erp-purchase/delivery-notice";
import { rights } from "@/lib/rights/codes";
import { AppError } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { deliveryNoticeLines, deliveryNotices } from "@/services/db/schema";
import { lockPoLines } from "../purchase-order/lines-lock";
import { lockNotice } from "./lock";
import { restoreQuantities } from "./quantities";
import { deliveryNoticeAuditEntity } from "./events";

export const cancelDeliveryNotice = defineRoute(deliveryNoticeOps.cancel, {
  rights: [rights.deliveryNotice.delete],
  handler: async ({ db, scope, params, body }) =>
    db.transaction(async (tx) => {
      const notice = await lockNotice(tx, scope, params.id);
      if (notice.status !== "open") throw new AppError("CONFLICT", "errors.noticeNotOpen");
      const lines = await tx.select({ poLineId: deliveryNoticeLines.poLineId }).from(deliveryNoticeLines).where(eq(deliveryNoticeLines.noticeId, notice.id));
      await lockPoLines(tx, scope, lines.map((l) => l.poLineId));
      await restoreQuantities(tx, notice.id, scope.userId);
      const reason = body.reason || null;
      await tx
        .update(deliveryNotices)
        .set({ status: "cancelled", cancelReason: reason, cancelledAt: sql`now()`, modifiedBy: scope.userId, modifiedAt: sql`now()` })
        .where(eq(deliveryNotices.id, notice.id));
      await writeAudit(tx, {
        actor: scope,
        companyId: scope.companyId,
        entity: deliveryNoticeAuditEntity,
        entityId: notice.id,
        action: "cancel",
        from: "open",
        to: "cancelled",
        reason,
        detail: { noticeNo: notice.noticeNo },
      });
      return { id: notice.id, noticeNo: notice.noticeNo, status: "cancelled" as const };
    }),
});
