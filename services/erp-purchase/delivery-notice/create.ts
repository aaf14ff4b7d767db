import type { z } from "zod";
import { deliveryNoticeOps, type deliveryNoticeInput } from "@/lib/contracts/erp-purchase/delivery-notice";
import type { Translate } from "@/lib/contracts/issues";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import type { Scope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import type { Db } from "@/services/db/client";
import { deliveryNotices } from "@/services/db/schema";
import { lockPoLines } from "../purchase-order/lines-lock";
import { nextNoticeNo, noticeValues } from "./header";
import { checkLines, writeLines } from "./quantities";
import { deliveryNoticeAuditEntity } from "./events";

/**
 * A new notice from validated input, in the caller's transaction: its PO lines locked and checked, the quantities
 * taken, its audit row (and so its event). Also the unit of the ship-notice workbook, one notice per receiving site.
 */
export async function insertNotice(tx: Db, scope: Scope, body: z.output<typeof deliveryNoticeInput>, t: Translate, locale: string) {
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
}

export const createDeliveryNotice = defineRoute(deliveryNoticeOps.create, {
  rights: [rights.deliveryNotice.add],
  handler: async ({ db, scope, body, t, locale }) => db.transaction((tx) => insertNotice(tx, scope, body, t, locale)),
});
