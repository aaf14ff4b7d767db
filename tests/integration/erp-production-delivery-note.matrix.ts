import { rights } from "@/lib/rights/codes";
import { internalOnly, type Matrix } from "../helpers/matrix";

/** The delivery-note routes of the erp-production matrix. They are internal: every probe is refused; which staff may call them, on which records, erp-production-delivery.matrix.test.ts walks. */
export const deliveryNoteMatrix: Matrix = {
  "get /delivery-note": internalOnly([rights.deliveryNote.view], "list", "/delivery-note"),
  "get /delivery-note/export": internalOnly([rights.deliveryNote.export], "export", "/delivery-note/export"),
  "post /delivery-note": internalOnly([rights.deliveryNote.add], "create", "/delivery-note", {}),
  "get /delivery-note/pickable": internalOnly([rights.deliveryNote.add], "read", "/delivery-note/pickable?productCode=CP-1001"),
  "get /delivery-note/print": internalOnly([rights.deliveryNote.print], "read", "/delivery-note/print?ids=2147483647"),
  "get /delivery-note/:id": internalOnly([rights.deliveryNote.view, rights.deliveryReceipt.view], "read", "/delivery-note/2147483647"),
  "get /delivery-note/:id/audit": internalOnly([rights.deliveryNote.view], "read", "/delivery-note/2147483647/audit"),
  "delete /delivery-note/:id": internalOnly([rights.deliveryNote.delete], "write", "/delivery-note/2147483647"),
  "post /delivery-note/:id/approve": internalOnly([rights.deliveryNote.approve], "write", "/delivery-note/2147483647/approve"),
  "post /delivery-note/:id/unapprove": internalOnly([rights.deliveryNote.unapprove], "write", "/delivery-note/2147483647/unapprove"),
  "post /delivery-note/:id/upload": internalOnly([rights.deliveryNote.upload], "write", "/delivery-note/2147483647/upload"),
  "post /delivery-note/:id/receipt": internalOnly([rights.deliveryReceipt.add], "write", "/delivery-note/2147483647/receipt", {}),
};
