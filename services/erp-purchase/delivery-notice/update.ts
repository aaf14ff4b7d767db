import { eq, sql } from "drizzle-orm";
import { deliveryNoticeOps } from "@/lib/contracts/erp-purchase/delivery-notice";
import { rights } from "@/lib/rights/codes";
import { AppError } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { deliveryNoticeLines, deliveryNotices } from "@/services/db/schema";
import { lockPoLines } from "../purchase-order/lines-lock";
import { noticeValues } from "./header";
import { lockNotice } from "./lock";
import { checkLines, restoreQuantities, writeLines } from "./quantities";
import { deliveryNoticeAuditEntity } from "./events";

/** Replaces header and lines of an unreceived notice: its old quantities are given back, the new ones taken. */
export const updateDeliveryNotice = defineRoute(deliveryNoticeOps.update, {
  rights: [rights.deliveryNotice.edit],
  handler: async ({ db, scope, params, body, t, locale }) =>
    db.transaction(async (tx) => {
      const notice = await lockNotice(tx, scope, params.id);
      if (notice.status !== "open") throw new AppError("CONFLICT", "errors.noticeNotOpen");
      const old = await tx
        .select({ poLineId: deliveryNoticeLines.poLineId, thisQty: deliveryNoticeLines.thisQty })
        .from(deliveryNoticeLines)
        .where(eq(deliveryNoticeLines.noticeId, notice.id));
      const held = new Map(old.map((l) => [l.poLineId, l.thisQty]));
      const locked = await lockPoLines(tx, scope, [...held.keys(), ...body.lines.map((l) => l.poLineId)]);
      if (body.supplierId !== undefined && body.supplierId !== notice.supplierId) {
        throw new AppError("VALIDATION", "errors.validation", {}, { supplierId: [t("validation.deliveryNotice.supplierMismatch")] });
      }
      checkLines(body.lines, locked, held, t, locale, notice.supplierId);
      await restoreQuantities(tx, notice.id, scope.userId);
      await tx.delete(deliveryNoticeLines).where(eq(deliveryNoticeLines.noticeId, notice.id));
      await writeLines(tx, notice.id, body.lines, scope.userId);
      await tx
        .update(deliveryNotices)
        .set({ ...noticeValues(body), modifiedBy: scope.userId, modifiedAt: sql`now()` })
        .where(eq(deliveryNotices.id, notice.id));
      await writeAudit(tx, {
        actor: scope,
        companyId: scope.companyId,
        entity: deliveryNoticeAuditEntity,
        entityId: notice.id,
        action: "update",
        from: "open",
        to: "open",
        detail: { noticeNo: notice.noticeNo, before: old, after: body.lines.map((l) => ({ poLineId: l.poLineId, thisQty: l.thisQty })) },
      });
      return { id: notice.id, noticeNo: notice.noticeNo, status: "open" as const };
    }),
});
