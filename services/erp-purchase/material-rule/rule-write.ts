import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { materialRuleOps } from "@/lib/contracts/erp-purchase/material-rule";
import { rights } from "@/lib/rights/codes";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { fieldError, notFound } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import { defineRoute } from "@/services/core/route";
import { loadMaterialRule } from "./load";
import { dictionaryItems, dictionaryTypes, materialRules, suppliers } from "@/services/db/schema";
import { bare } from "@/services/core/sql";
import { materialRuleAuditEntity } from "./events";

const i = alias(dictionaryItems, "i");
const t = alias(dictionaryTypes, "t");
const s = alias(suppliers, "s");
const m = alias(materialRules, "m");
const mr = materialRules;


/** The material type must be an enabled code of the `material-type` code list. */
const knownType = (code: string) => sql`exists (
  select 1 from ${dictionaryItems} ${i} join ${dictionaryTypes} ${t} on ${t.id} = ${i.typeId}
  where ${t.code} = 'material-type' and ${i.code} = ${code} and ${i.enabled})`;

async function whyRefused(tx: Db, venno: string, type: string) {
  const [ok] = await rows<{ supplier: boolean; type: boolean }>(tx, sql`
    select exists (select 1 from ${suppliers} where ${suppliers.venNo} = ${venno} and ${suppliers.enabled}) as supplier, ${knownType(type)} as type`);
  if (!ok?.type) return fieldError("materialType", "validation.materialRule.materialType");
  return ok.supplier ? notFound() : fieldError("venno", "validation.materialRule.supplier");
}

export const createMaterialRule = defineRoute(materialRuleOps.create, {
  rights: [rights.materialRule.add],
  audience: "internal",
  handler: async ({ db, scope, body: b }) => {
    const created = await runTransition(db, {
      change: async (tx) => (await rows<{ id: number }>(tx, sql`
        insert into ${materialRules} (${bare(materialRules.companyId)}, ${bare(materialRules.supplierId)}, ${bare(materialRules.materialType)}, ${bare(materialRules.responsible)}, ${bare(materialRules.effectiveFrom)}, ${bare(materialRules.effectiveTo)}, ${bare(materialRules.horizonDays)}, ${bare(materialRules.enabled)}, ${bare(materialRules.remark)}, ${bare(materialRules.createdBy)}, ${bare(materialRules.modifiedBy)})
        select ${scope.companyId}, ${s.id}, ${b.materialType}, ${b.responsible}, ${b.effectiveFrom}::date, ${b.effectiveTo}::date, ${b.horizonDays},
          ${b.enabled}, ${b.remark}, ${scope.userId}, ${scope.userId}
        from ${suppliers} ${s} where ${s.venNo} = ${b.venno} and ${s.enabled} and ${knownType(b.materialType)}
        returning ${materialRules.id} as id`))[0],
      whyNot: (tx) => whyRefused(tx, b.venno, b.materialType),
      audit: (row) => ({ actor: scope, companyId: scope.companyId, entity: materialRuleAuditEntity, entityId: row.id, action: "create", detail: { ...b } }),
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
          select ${mr.id} as id, ${mr.supplierId} as supplier_id, ${mr.materialType} as material_type, ${mr.responsible} as responsible,
            ${mr.effectiveFrom}::text as effective_from, ${mr.effectiveTo}::text as effective_to, ${mr.horizonDays} as horizon_days,
            ${mr.enabled} as enabled, ${mr.remark} as remark
          from ${mr} where ${mr.id} = ${params.id} and ${mr.companyId} = ${scope.companyId} for update
        )
        update ${mr} ${m} set ${bare(m.supplierId)} = ${s.id}, ${bare(m.materialType)} = ${b.materialType}, ${bare(m.responsible)} = ${b.responsible},
          ${bare(m.effectiveFrom)} = ${b.effectiveFrom}::date, ${bare(m.effectiveTo)} = ${b.effectiveTo}::date, ${bare(m.horizonDays)} = ${b.horizonDays},
          ${bare(m.enabled)} = ${b.enabled}, ${bare(m.remark)} = ${b.remark}, ${bare(m.modifiedBy)} = ${scope.userId}, ${bare(m.modifiedAt)} = now()
        from before, ${suppliers} ${s}
        where ${m.id} = before.id and ${s.venNo} = ${b.venno} and ${s.enabled} and ${knownType(b.materialType)}
        returning before.*`))[0],
      whyNot: async (tx) => {
        const [mine] = await rows(tx, sql`select 1 from ${materialRules} where ${materialRules.id} = ${params.id} and ${materialRules.companyId} = ${scope.companyId}`);
        return mine ? whyRefused(tx, b.venno, b.materialType) : notFound();
      },
      audit: (before) => ({ actor: scope, companyId: scope.companyId, entity: materialRuleAuditEntity, entityId: params.id, action: "update", detail: { before, after: { ...b } } }),
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
      change: async (tx) => (await rows<{ id: number; materialType: string }>(tx, sql`
        delete from ${materialRules} where ${materialRules.id} = ${params.id} and ${materialRules.companyId} = ${scope.companyId} returning ${materialRules.id} as id, ${materialRules.materialType} as "materialType"`))[0],
      whyNot: async () => notFound(),
      audit: (row) => ({ actor: scope, companyId: scope.companyId, entity: materialRuleAuditEntity, entityId: params.id, action: "delete", detail: { materialType: row.materialType } }),
    });
    return null;
  },
});

export const getMaterialRule = defineRoute(materialRuleOps.detail, {
  rights: [rights.materialRule.view],
  handler: ({ db, scope, params }) => loadMaterialRule(db, scope, params.id),
});
