import { vmiInventoryOps } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { moveStock } from "./movement";

/** The warehouse books the supplier's delivery into VMI stock (internal staff only). */
export const receiveVmiStock = defineRoute(vmiInventoryOps.receive, {
  rights: [rights.vmiInventory.receive],
  audience: "internal",
  handler: ({ db, scope, params, body }) => moveStock(db, scope, params.id, "receipt", body),
});
