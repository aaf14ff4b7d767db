import { sql } from "drizzle-orm";
import { vmiInventoryOps } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { rights } from "@/lib/rights/codes";
import { rows } from "@/services/db/rows";
import { notFound } from "@/services/core/errors";
import { inScope } from "@/services/core/list";
import { runTransition } from "@/services/core/transition";
import { defineRoute } from "@/services/core/route";
import { loadVmiMaterial } from "./load";
import { vmiAuditEntity } from "./movement";

type Before = { id: number; min_qty: string; max_qty: string; agreed_price: string; default_location: string };

/** New levels or price apply from now on: consumption already booked keeps the price it was booked at. */
export const updateVmiMaterial = defineRoute(vmiInventoryOps.update, {
  rights: [rights.vmiInventory.edit],
  audience: "internal",
  handler: async ({ db, scope, params, body: b }) => {
    await runTransition(db, {
      change: async (tx) => (await rows<Before>(tx, sql`
        with before as (
          select id, min_qty::text, max_qty::text, agreed_price::text, default_location from vmi_materials
          where id = ${params.id} and ${inScope(scope, sql`company_id`, sql`supplier_id`)} for update
        )
        update vmi_materials m set itemdesc = ${b.itemdesc}, unit = ${b.unit}, min_qty = ${b.minQty}::numeric, max_qty = ${b.maxQty}::numeric,
          agreed_price = ${b.agreedPrice}::numeric, currency = ${b.currency}, default_location = ${b.defaultLocation},
          modified_by = ${scope.userId}, modified_at = now()
        from before where m.id = before.id
        returning before.*`))[0],
      whyNot: async () => notFound(),
      audit: (before) => ({
        actor: scope, companyId: scope.companyId, entity: vmiAuditEntity, entityId: params.id, action: "update",
        detail: { before: { minQty: before.min_qty, maxQty: before.max_qty, agreedPrice: before.agreed_price, defaultLocation: before.default_location }, after: { ...b } },
      }),
    });
    return loadVmiMaterial(db, scope, params.id);
  },
});
