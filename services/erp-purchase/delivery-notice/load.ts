import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DeliveryNoticeDetail } from "@/lib/contracts/erp-purchase/delivery-notice";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { deliveryNoticeLines, goodsReceipts, purchaseOrderLines } from "@/services/db/schema";
import { notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import { isoText } from "@/services/core/sql";
import { poLineColumns } from "./candidates";
import { deliveryNoticeListRoutes, n } from "./list";

const { spec } = deliveryNoticeListRoutes;
const r = alias(goodsReceipts, "r");
const dl = alias(deliveryNoticeLines, "dl");
const pl = alias(purchaseOrderLines, "pl");

/** A notice with the list's columns, the detail's own and its lines; 404 when out of scope. */
export async function loadNoticeDetail(db: Db, scope: Scope, id: number): Promise<DeliveryNoticeDetail> {
  const [head] = await rows<Record<string, unknown>>(db, sql`
    select ${spec.columns}, ${n.cancelReason} as "cancelReason", ${n.lateReason} as "lateReason", ${isoText(sql`${n.modifiedAt}`)} as "modifiedAt",
      (select ${r.id} from ${goodsReceipts} ${r} where ${r.noticeId} = ${n.id}) as "receiptId"
    from ${spec.from}
    where ${n.id} = ${id} and ${inScope(scope, sql`${n.companyId}`, sql`${n.supplierId}`)}`);
  if (!head) throw notFound();
  const lines = await db
    .select({
      id: dl.id, lineNo: dl.lineNo, poLineId: dl.poLineId, poLineNo: pl.lineNo, ...poLineColumns(pl),
      thisQty: dl.thisQty, perPack: dl.perPack, packs: dl.packs, loose: dl.loose, valuation: dl.valuation,
    })
    .from(dl)
    .innerJoin(pl, eq(pl.id, dl.poLineId))
    .where(eq(dl.noticeId, id))
    .orderBy(asc(dl.lineNo));
  return {
    ...spec.map(head),
    cancelReason: head.cancelReason === null ? null : String(head.cancelReason),
    lateReason: String(head.lateReason ?? ""),
    receiptId: head.receiptId === null ? null : Number(head.receiptId),
    modifiedAt: String(head.modifiedAt),
    lines,
  };
}
