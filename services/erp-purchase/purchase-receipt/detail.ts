import { sql } from "drizzle-orm";
import { idParam } from "@/lib/contracts/common";
import { receiptDetail, type ReceiptDetail } from "@/lib/contracts/erp-purchase/purchase-receipt";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { notFound } from "@/services/core/errors";
import { inScope, scopeOf, type Scope } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { int, str, strOrNull } from "@/services/core/sql";
import { receiptColumnsSql, receiptFrom, receiptRowOf } from "./list-spec";

/** A receipt with every line of its notice: what was announced next to what arrived. */
export async function loadReceiptDetail(db: Db, scope: Scope, id: number): Promise<ReceiptDetail> {
  const [r] = await rows<Record<string, unknown>>(db, sql`
    select ${receiptColumnsSql} from ${receiptFrom}
    where r.id = ${id} and ${inScope(scope, sql`r.company_id`, sql`r.supplier_id`)}`);
  if (!r) throw notFound();
  const lines = await rows<Record<string, unknown>>(db, sql`
    select gl.id, gl.seqno, gl.notice_line_id, gl.po_line_id, pl.pono, pl.itemno, pl.itemdesc, pl.specs, pl.packunit,
      gl.location, gl.lotno, gl.iqcno, pl.payqty, dl.this_qty, dl.per_pack, dl.packs, dl.loose, gl.recqty, gl.passqty,
      gl.rejectqty, gl.returnqty, gl.focqty, gl.instoreqty, gl.inwgt, gl.recqty - dl.this_qty as diff_qty
    from goods_receipt_lines gl
      join delivery_notice_lines dl on dl.id = gl.notice_line_id
      join purchase_order_lines pl on pl.id = gl.po_line_id
    where gl.receipt_id = ${id} order by gl.seqno`);
  return {
    ...receiptRowOf(r),
    lines: lines.map((l) => ({
      id: int(l.id),
      seqno: int(l.seqno),
      noticeLineId: int(l.notice_line_id),
      poLineId: int(l.po_line_id),
      pono: str(l.pono),
      itemno: str(l.itemno),
      itemname: str(l.itemdesc),
      specs: str(l.specs),
      packunit: str(l.packunit),
      location: str(l.location),
      lotno: str(l.lotno),
      iqcno: str(l.iqcno),
      poqty: str(l.payqty),
      noticeQty: str(l.this_qty),
      perpacknum: str(l.per_pack),
      packnum: int(l.packs),
      sannum: str(l.loose),
      recqty: str(l.recqty),
      passqty: str(l.passqty),
      rejectqty: str(l.rejectqty),
      returnqty: str(l.returnqty),
      focqty: str(l.focqty),
      instoreqty: str(l.instoreqty),
      inwgt: strOrNull(l.inwgt),
      diffQty: str(l.diff_qty),
    })),
  };
}

export const getReceipt = defineLegacyRoute({
  method: "get",
  path: "/purchase-receipt/:id",
  summary: "One goods receipt: per line received, passed, rejected, returns, spare, in-store, and the difference to the notice",
  auth: "user",
  rights: ["22_view"],
  params: idParam,
  response: receiptDetail,
  handler: ({ db, principal, params }) => loadReceiptDetail(db, scopeOf(principal), params.id),
});
