import { and, eq, sql } from "drizzle-orm";
import { vmiInventoryOps } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { rights } from "@/lib/rights/codes";
import { rows } from "@/services/db/rows";
import { suppliers, vmiMaterials as vm } from "@/services/db/schema";
import { bare } from "@/services/core/sql";
import { AppError } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import { defineRoute } from "@/services/core/route";
import { loadVmiMaterial } from "./load";
import { vmiMaterialAuditEntity } from "./events";

/** Agree a VMI material with an enabled supplier; one agreement per supplier and material in the company. */
export const createVmiMaterial = defineRoute(vmiInventoryOps.create, {
  rights: [rights.vmiInventory.add],
  audience: "internal",
  handler: async ({ db, scope, body: b }) => {
    const created = await runTransition(db, {
      change: async (tx) => (await rows<{ id: number }>(tx, sql`
        insert into ${vm} (${bare(vm.companyId)}, ${bare(vm.supplierId)}, ${bare(vm.itemno)}, ${bare(vm.itemdesc)}, ${bare(vm.unit)},
          ${bare(vm.minQty)}, ${bare(vm.maxQty)}, ${bare(vm.agreedPrice)}, ${bare(vm.currency)}, ${bare(vm.defaultLocation)},
          ${bare(vm.createdBy)}, ${bare(vm.modifiedBy)})
        select ${scope.companyId}, ${suppliers.id}, ${b.itemno}, ${b.itemdesc}, ${b.unit}, ${b.minQty}::numeric, ${b.maxQty}::numeric,
          ${b.agreedPrice}::numeric, ${b.currency}, ${b.defaultLocation}, ${scope.userId}, ${scope.userId}
        from ${suppliers} where ${suppliers.venNo} = ${b.venno} and ${suppliers.enabled}
        on conflict (${bare(vm.companyId)}, ${bare(vm.supplierId)}, ${bare(vm.itemno)}) do nothing
        returning ${vm.id} as id`))[0],
      whyNot: async (tx) => {
        const [s] = await tx.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.venNo, b.venno), eq(suppliers.enabled, true)));
        return s
          ? new AppError("VALIDATION", "errors.validation", {}, { itemno: ["validation.vmiInventory.duplicate"] })
          : new AppError("VALIDATION", "errors.validation", {}, { venno: ["validation.vmiInventory.supplier"] });
      },
      audit: (r) => ({ actor: scope, companyId: scope.companyId, entity: vmiMaterialAuditEntity, entityId: r.id, action: "create", detail: { ...b } }),
    });
    return loadVmiMaterial(db, scope, Number(created.id));
  },
});
