import { sql, type SQL } from "drizzle-orm";
import { materialPrepOps, type MaterialPrepInput } from "@/lib/contracts/erp-purchase/material-prep";
import { rights } from "@/lib/rights/codes";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { AppError, fieldError, notFound } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import { documentNo } from "@/services/core/business-time";
import { defineRoute } from "@/services/core/route";
import { materialPrepNoSeq } from "@/services/db/schema";
import type { Scope } from "@/services/core/list";
import { trimDecimal } from "@/lib/contracts/decimal";
import { loadMaterialPrep } from "./load";
import { prepAuditEntity } from "./where";

const refused = (field: string, key: string, values: Record<string, string> = {}) => fieldError(field, key, values, key);

/** The supplier named by number, when one is: its id, or no row when it is unknown or disabled. */
const supplierOf = (venno: string): SQL =>
  venno ? sql`(select id from suppliers where ven_no = ${venno} and enabled)` : sql`null::int`;
const supplierKnown = (venno: string): SQL =>
  venno ? sql`exists (select 1 from suppliers where ven_no = ${venno} and enabled)` : sql`true`;

type Row = { id: number; task_no: string };

export const createMaterialPrep = defineRoute(materialPrepOps.create, {
  rights: [rights.materialPrep.add],
  audience: "internal",
  handler: async ({ db, scope, body: b }) => {
    const created = await runTransition(db, {
      change: async (tx) => (await rows<Row>(tx, sql`
        insert into material_prep_tasks (task_no, company_id, supplier_id, project_no, work_order, itemno, itemdesc, unit, required_qty,
          ready_by, responsible, remark, created_by, modified_by)
        select ${documentNo("BL", scope, materialPrepNoSeq)}, ${scope.companyId}, ${supplierOf(b.venno)}, ${b.projectNo}, ${b.workOrder},
          ${b.itemno}, ${b.itemdesc}, ${b.unit}, ${b.requiredQty}::numeric, ${b.readyBy}::date, ${b.responsible}, ${b.remark},
          ${scope.userId}, ${scope.userId}
        where ${supplierKnown(b.venno)}
        returning id, task_no`))[0],
      whyNot: async () => refused("venno", "validation.materialPrep.supplier"),
      audit: (row) => ({ actor: scope, companyId: scope.companyId, entity: prepAuditEntity, entityId: row.id, action: "create", detail: { taskNo: row.task_no, ...b } }),
    });
    return loadMaterialPrep(db, scope, Number(created.id));
  },
});

async function whyNotChanged(tx: Db, scope: Scope, id: number, b: Required<Pick<MaterialPrepInput, "venno" | "requiredQty">>): Promise<AppError> {
  const [t] = await rows<{ status: string; prepared: string; supplier_ok: boolean }>(tx, sql`
    select status, prepared_qty::text as prepared, ${supplierKnown(b.venno)} as supplier_ok
    from material_prep_tasks where id = ${id} and company_id = ${scope.companyId}`);
  if (!t) return notFound();
  if (t.status !== "open" && t.status !== "preparing") return new AppError("CONFLICT", "errors.materialPrep.closed");
  if (!t.supplier_ok) return refused("venno", "validation.materialPrep.supplier");
  return refused("requiredQty", "validation.materialPrep.belowPrepared", { prepared: trimDecimal(t.prepared) });
}

/**
 * A change while the task is open or in preparation. The required quantity may not fall below what is
 * prepared (the row is re-checked in the UPDATE, so a progress entry racing the edit cannot slip under
 * it); meeting it exactly makes the task ready.
 */
export const updateMaterialPrep = defineRoute(materialPrepOps.update, {
  rights: [rights.materialPrep.edit],
  audience: "internal",
  handler: async ({ db, scope, params, body: b }) => {
    await runTransition(db, {
      change: async (tx) => (await rows<Record<string, unknown>>(tx, sql`
        with before as (
          select id, supplier_id, project_no, work_order, itemno, itemdesc, unit, required_qty::text, ready_by::text, responsible, remark, status
          from material_prep_tasks where id = ${params.id} and company_id = ${scope.companyId} for update
        )
        update material_prep_tasks t set supplier_id = ${supplierOf(b.venno)}, project_no = ${b.projectNo}, work_order = ${b.workOrder},
          itemno = ${b.itemno}, itemdesc = ${b.itemdesc}, unit = ${b.unit}, required_qty = ${b.requiredQty}::numeric,
          ready_by = ${b.readyBy}::date, responsible = ${b.responsible}, remark = ${b.remark},
          status = case when t.prepared_qty = 0 then 'open' when t.prepared_qty >= ${b.requiredQty}::numeric then 'ready' else 'preparing' end,
          modified_by = ${scope.userId}, modified_at = now()
        from before
        where t.id = before.id and t.status in ('open', 'preparing') and t.prepared_qty <= ${b.requiredQty}::numeric and ${supplierKnown(b.venno)}
        returning before.*`))[0],
      whyNot: (tx) => whyNotChanged(tx, scope, params.id, b),
      audit: (before) => ({ actor: scope, companyId: scope.companyId, entity: prepAuditEntity, entityId: params.id, action: "update", detail: { before, after: { ...b } } }),
    });
    return loadMaterialPrep(db, scope, params.id);
  },
});

/** Only a task nothing was prepared for can be deleted; afterwards it is cancelled, keeping its history. */
export const removeMaterialPrep = defineRoute(materialPrepOps.remove, {
  rights: [rights.materialPrep.delete],
  audience: "internal",
  handler: async ({ db, scope, params }) => {
    await runTransition(db, {
      change: async (tx) => (await rows<Row>(tx, sql`
        delete from material_prep_tasks where id = ${params.id} and company_id = ${scope.companyId} and status = 'open' and prepared_qty = 0
        returning id, task_no`))[0],
      whyNot: async (tx) => {
        const [t] = await rows(tx, sql`select 1 from material_prep_tasks where id = ${params.id} and company_id = ${scope.companyId}`);
        return t ? new AppError("CONFLICT", "errors.materialPrep.started") : notFound();
      },
      audit: (row) => ({ actor: scope, companyId: scope.companyId, entity: prepAuditEntity, entityId: params.id, action: "delete", detail: { taskNo: row.task_no } }),
    });
    return null;
  },
});

export const getMaterialPrep = defineRoute(materialPrepOps.detail, {
  rights: [rights.materialPrep.view],
  handler: ({ db, scope, params }) => loadMaterialPrep(db, scope, params.id),
});
