import { vmiInventoryOps } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { loadVmiMaterial } from "./load";

export const getVmiMaterial = defineRoute(vmiInventoryOps.detail, {
  rights: [rights.vmiInventory.view],
  handler: ({ db, scope, params }) => loadVmiMaterial(db, scope, params.id),
});
