import { vmiInventoryOps } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { moveStock } from "./movement";

/** The factory draws from VMI stock; the supplier later invoices this consumption (settlement-source.ts). */
export const consumeVmiStock = defineRoute(vmiInventoryOps.consume, {
  rights: [rights.vmiInventory.consume],
  audience: "internal",
  handler: ({ db, scope, params, body }) => moveStock(db, scope, params.id, "consumption", body),
});
