import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { deliveryNoteOps } from "@/lib/contracts/erp-production/delivery-note";
import { changeApproval } from "./transition";

export const approveDeliveryNote = defineRoute(deliveryNoteOps.approve, {
  rights: [rights.deliveryNote.approve],
  audience: "internal",
  handler: ({ db, scope, params }) => changeApproval(db, scope, params.id, "approve"),
});

export const unapproveDeliveryNote = defineRoute(deliveryNoteOps.unapprove, {
  rights: [rights.deliveryNote.unapprove],
  audience: "internal",
  handler: ({ db, scope, params }) => changeApproval(db, scope, params.id, "unapprove"),
});
