import { sql } from "drizzle-orm";
import { materialRuleOps } from "@/lib/contracts/erp-purchase/material-rule";
import { rights } from "@/lib/rights/codes";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { fieldError, notFound } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import { defineRoute } from "@/services/core/route";
import { loadMaterialRule } from "./load";
import { ruleAuditEntity } from "./where";


/** The material type must be an enabled code of the `material-type` code list. */
const knownType = (code: string) => sql`exists (
  select 1 from dictionary_items i join dictionary_types t on t.id = i.type_id
  where t.code = 'material-type' and i.code = ${code} and i.enabled)`;

async function whyRefused(tx: Db, venno: string, type: string) {
  const [ok] = await rows<{ supplier: boolean; type: boolean }>(tx, sql`
    select exists (select 1 from suppliers where ven_no = ${venno} and enabled) as supplier, ${knownType(type)} as type`);
  if (!ok?.type) return fieldError("materialType", "validation.materialRule.materialType");
  return ok.supplier ? notFound() : fieldError("venno", "validation.materialRule.supplier");
}

export const createMaterialRule = defineRoute(materialRuleOps.create, {
  rights: [rights.materialRule.add],
  audience: "internal",
  handler: async ({ db, scope, body: b }) => {
    const created = await runTransition(db, {
      change: async (tx) => (await rows<{ id: number }>(tx, sql`
        insert into material_rules (company_id, supplier_id, material_type, responsible, effective_from, effective_to, horizon_days, enabled, remark, created_by, modified_by)
        select ${scope.companyId}, s.id, ${b.materialType}, ${b.responsible}, ${b.effectiveFrom}::date, ${b.effectiveTo}::date, ${b.horizonDays},
          ${b.enabled}, ${b.remark}, ${scope.userId}, ${scope.userId}
        from suppliers s where s.ven_no = ${b.venno} and s.enabled and ${knownType(b.materialType)}
        returning id`))[0],
      whyNot: (tx) => whyRefused(tx, b.venno, b.materialType),
      audit: (row) => ({ actor: scope, companyId: scope.companyId, entity: ruleAuditEntity, entityId: row.id, action: "create", detail: { ...b } }),
    });
    return loadMaterialRule(db, scope, Number(created.id));
  },
});

export const updateMaterialRule = defineRoute(materialRuleOps.update, {
  rights: [rights.materialRule.edit],
  audience: "internal",
  handler: async ({ db, scope, params, body: b }) => {
    await runTransition(db, {
      change: async (tx) => (await rows<Record<string, unknown>>(tx, sql`
        with before as (
          select id, supplier_id, material_type, responsible, effective_from::text, effective_to::text, horizon_days, enabled, remark
          from material_rules where id = ${params.id} and company_id = ${scope.companyId} for update
        )
        update material_rules m set supplier_id = s.id, material_type = ${b.materialType}, responsible = ${b.responsible},
          effective_from = ${b.effectiveFrom}::date, effective_to = ${b.effectiveTo}::date, horizon_days = ${b.horizonDays},
          enabled = ${b.enabled}, remark = ${b.remark}, modified_by = ${scope.userId}, modified_at = now()
        from before, suppliers s
        where m.id = before.id and s.ven_no = ${b.venno} and s.enabled and ${knownType(b.materialType)}
        returning before.*`))[0],
      whyNot: async (tx) => {
        const [mine] = await rows(tx, sql`select 1 from material_rules where id = ${params.id} and company_id = ${scope.companyId}`);
        return mine ? whyRefused(tx, b.venno, b.materialType) : notFound();
      },
      audit: (before) => ({ actor: scope, companyId: scope.companyId, entity: ruleAuditEntity, entityId: params.id, action: "update", detail: { before, after: { ...b } } }),
    });
    return loadMaterialRule(db, scope, params.id);
  },
});

/** Deleting a rule keeps the notices it sent (they are what the supplier was told). */
export const removeMaterialRule = defineRoute(materialRuleOps.remove, {
  rights: [rights.materialRule.delete],
  audience: "internal",
  handler: async ({ db, scope, params }) => {
    await runTransition(db, {
      change: async (tx) => (await rows<{ id: number; material_type: string }>(tx, sql`
        delete from material_rules where id = ${params.id} and company_id = ${scope.companyId} returning id, material_type`))[0],
      whyNot: async () => notFound(),
      audit: (row) => ({ actor: scope, companyId: scope.companyId, entity: ruleAuditEntity, entityId: params.id, action: "delete", detail: { materialType: row.material_type } }),
    });
    return null;
  },
});

export const getMaterialRule = defineRoute(materialRuleOps.detail, {
  rights: [rights.materialRule.view],
  handler: ({ db, scope, params }) => loadMaterialRule(db, scope, params.id),
});
