import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { purchaseReceiptOps, type ReceiptDetail } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { rights } from "@/lib/rights/codes";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { deliveryNoticeLines, goodsReceiptLines, purchaseOrderLines } from "@/services/db/schema";
import { notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { purchaseReceiptListRoutes } from "./list";
import { r } from "./where";

const gl = alias(goodsReceiptLines, "gl");
const dl = alias(deliveryNoticeLines, "dl");
const pl = alias(purchaseOrderLines, "pl");

/** A receipt (its list row) with every line of its notice: what was announced next to what arrived. */
export async function loadReceiptDetail(db: Db, scope: Scope, id: number): Promise<ReceiptDetail> {
  const spec = purchaseReceiptListRoutes.spec;
  const [head] = await rows<Record<string, unknown>>(db, sql`
    select ${spec.columns} from ${spec.from}
    where ${r.id} = ${id} and ${inScope(scope, sql`${r.companyId}`, sql`${r.supplierId}`)}`);
  if (!head) throw notFound();
  const lines = await db
    .select({
      id: gl.id, seqno: gl.seqno, noticeLineId: gl.noticeLineId, poLineId: gl.poLineId,
      pono: pl.pono, itemno: pl.itemno, itemname: pl.itemdesc, specs: pl.specs, packunit: pl.packunit,
      location: gl.location, lotno: gl.lotno, iqcno: gl.iqcno,
      poqty: pl.payqty, noticeQty: dl.thisQty, perpacknum: dl.perPack, packnum: dl.packs, sannum: dl.loose,
      recqty: gl.recqty, passqty: gl.passqty, rejectqty: gl.rejectqty, returnqty: gl.returnqty, focqty: gl.focqty,
      instoreqty: gl.instoreqty, inwgt: gl.inwgt, diffQty: sql`${gl.recqty} - ${dl.thisQty}`.mapWith(String),
    })
    .from(gl)
    .innerJoin(dl, eq(dl.id, gl.noticeLineId))
    .innerJoin(pl, eq(pl.id, gl.poLineId))
    .where(eq(gl.receiptId, id))
    .orderBy(asc(gl.seqno));
  return { ...spec.map(head), lines };
}

export const getReceipt = defineRoute(purchaseReceiptOps.detail, {
  rights: [rights.purchaseReceipt.view],
  handler: ({ db, scope, params }) => loadReceiptDetail(db, scope, params.id),
});
