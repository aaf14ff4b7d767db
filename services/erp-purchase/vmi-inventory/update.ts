import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { vmiInventoryOps } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { rights } from "@/lib/rights/codes";
import { rows } from "@/services/db/rows";
import { vmiMaterials } from "@/services/db/schema";
import { bare } from "@/services/core/sql";
import { notFound } from "@/services/core/errors";
import { inScope } from "@/services/core/list";
import { runTransition } from "@/services/core/transition";
import { defineRoute } from "@/services/core/route";
import { loadVmiMaterial } from "./load";
import { vmiMaterialAuditEntity } from "./events";

type Before = { id: number; minQty: string; maxQty: string; agreedPrice: string; defaultLocation: string };

// The statement's `before` step answers the material's levels, price and location as they were, under their own names.
const before = alias(vmiMaterials, "before");
const m = alias(vmiMaterials, "m");

/** New levels or price apply from now on: consumption already booked keeps the price it was booked at. */
export const updateVmiMaterial = defineRoute(vmiInventoryOps.update, {
  rights: [rights.vmiInventory.edit],
  audience: "internal",
  handler: async ({ db, scope, params, body: b }) => {
    await runTransition(db, {
      change: async (tx) => (await rows<Before>(tx, sql`
        with ${before} as (
          select ${vmiMaterials.id}, ${vmiMaterials.minQty}, ${vmiMaterials.maxQty}, ${vmiMaterials.agreedPrice}, ${vmiMaterials.defaultLocation}
          from ${vmiMaterials}
          where ${vmiMaterials.id} = ${params.id} and ${inScope(scope, sql`${vmiMaterials.companyId}`, sql`${vmiMaterials.supplierId}`)} for update
        )
        update ${vmiMaterials} ${m} set ${bare(m.itemdesc)} = ${b.itemdesc}, ${bare(m.unit)} = ${b.unit}, ${bare(m.minQty)} = ${b.minQty}::numeric,
          ${bare(m.maxQty)} = ${b.maxQty}::numeric, ${bare(m.agreedPrice)} = ${b.agreedPrice}::numeric, ${bare(m.currency)} = ${b.currency},
          ${bare(m.defaultLocation)} = ${b.defaultLocation}, ${bare(m.modifiedBy)} = ${scope.userId}, ${bare(m.modifiedAt)} = now()
        from ${before} where ${m.id} = ${before.id}
        returning ${before.id} as id, ${before.minQty}::text as "minQty", ${before.maxQty}::text as "maxQty",
          ${before.agreedPrice}::text as "agreedPrice", ${before.defaultLocation} as "defaultLocation"`))[0],
      whyNot: async () => notFound(),
      audit: (was) => ({
        actor: scope, companyId: scope.companyId, entity: vmiMaterialAuditEntity, entityId: params.id, action: "update",
        detail: { before: { minQty: was.minQty, maxQty: was.maxQty, agreedPrice: was.agreedPrice, defaultLocation: was.defaultLocation }, after: { ...b } },
      }),
    });
    return loadVmiMaterial(db, scope, params.id);
  },
});
