import { sql } from "drizzle-orm";
import { vmiInventoryOps } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { rights } from "@/lib/rights/codes";
import { rows } from "@/services/db/rows";
import { AppError } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import { defineRoute } from "@/services/core/route";
import { loadVmiMaterial } from "./load";
import { vmiAuditEntity } from "./movement";

/** Agree a VMI material with an enabled supplier; one agreement per supplier and material in the company. */
export const createVmiMaterial = defineRoute(vmiInventoryOps.create, {
  rights: [rights.vmiInventory.add],
  audience: "internal",
  handler: async ({ db, scope, body: b }) => {
    const created = await runTransition(db, {
      change: async (tx) => (await rows<{ id: number }>(tx, sql`
        insert into vmi_materials (company_id, supplier_id, itemno, itemdesc, unit, min_qty, max_qty, agreed_price, currency,
          default_location, created_by, modified_by)
        select ${scope.companyId}, s.id, ${b.itemno}, ${b.itemdesc}, ${b.unit}, ${b.minQty}::numeric, ${b.maxQty}::numeric,
          ${b.agreedPrice}::numeric, ${b.currency}, ${b.defaultLocation}, ${scope.userId}, ${scope.userId}
        from suppliers s where s.ven_no = ${b.venno} and s.enabled
        on conflict (company_id, supplier_id, itemno) do nothing
        returning id`))[0],
      whyNot: async (tx) => {
        const [s] = await rows<{ id: number }>(tx, sql`select id from suppliers where ven_no = ${b.venno} and enabled`);
        return s
          ? new AppError("VALIDATION", "errors.validation", {}, { itemno: ["validation.vmiInventory.duplicate"] })
          : new AppError("VALIDATION", "errors.validation", {}, { venno: ["validation.vmiInventory.supplier"] });
      },
      audit: (r) => ({ actor: scope, companyId: scope.companyId, entity: vmiAuditEntity, entityId: r.id, action: "create", detail: { ...b } }),
    });
    return loadVmiMaterial(db, scope, Number(created.id));
  },
});
