import type { PurchaseOrderLine } from "@/lib/contracts/erp-purchase/purchase-order";
import { int, str, strOrNull } from "@/services/core/sql";

/** The PO line's own columns, as both the list rows and the detail lines carry them. */
export function lineFields(r: Record<string, unknown>) {
  return {
    id: int(r.id),
    orderId: int(r.order_id),
    lineNo: int(r.line_no),
    deldate: str(r.deldate),
    itemno: str(r.itemno),
    itemdesc: str(r.itemdesc),
    locTypeName: str(r.loc_type_name),
    specs: str(r.specs),
    packunit: str(r.packunit),
    payqty: str(r.payqty),
    remainQty: str(r.remain_qty),
    sentQty: str(r.sent_qty),
    focqty: str(r.focqty),
    hsdj: str(r.hsdj),
    dj: str(r.dj),
    amount: str(r.amount),
    gsm: strOrNull(r.gsm),
    recqty: str(r.recqty),
    recfocqty: str(r.recfocqty),
    instoreqty: str(r.instoreqty),
    reqno: str(r.reqno),
    rejectqty: str(r.rejectqty),
    rejectfocqty: str(r.rejectfocqty),
    remark: str(r.remark),
    completeStatus: str(r.complete_status) as PurchaseOrderLine["completeStatus"],
    tonnageprice: strOrNull(r.tonnageprice),
  };
}
