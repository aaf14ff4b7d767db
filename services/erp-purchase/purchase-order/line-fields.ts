import { purchaseOrderLines as l } from "@/services/db/schema";

/** The PO line's own columns, as both the list rows and the detail lines carry them. */
export const lineFields = {
  id: l.id, orderId: l.orderId, lineNo: l.lineNo, deldate: l.deldate, itemno: l.itemno, itemdesc: l.itemdesc, locTypeName: l.locTypeName,
  specs: l.specs, packunit: l.packunit, payqty: l.payqty, remainQty: l.remainQty, sentQty: l.sentQty, focqty: l.focqty, hsdj: l.hsdj,
  dj: l.dj, amount: l.amount, gsm: l.gsm, recqty: l.recqty, recfocqty: l.recfocqty, instoreqty: l.instoreqty, reqno: l.reqno,
  rejectqty: l.rejectqty, rejectfocqty: l.rejectfocqty, remark: l.remark, completeStatus: l.completeStatus, tonnageprice: l.tonnageprice,
};
