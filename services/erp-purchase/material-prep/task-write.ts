import { and, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { materialPrepOps, type MaterialPrepInput } from "@/lib/contracts/erp-purchase/material-prep";
import { rights } from "@/lib/rights/codes";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { AppError, fieldError, notFound } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import { documentNo } from "@/services/core/business-time";
import { defineRoute } from "@/services/core/route";
import { materialPrepNoSeq, materialPrepTasks as pt, suppliers } from "@/services/db/schema";
import { bare } from "@/services/core/sql";
import type { Scope } from "@/services/core/list";
import { trimDecimal } from "@/lib/contracts/decimal";
import { loadMaterialPrep } from "./load";
import { materialPrepAuditEntity } from "./events";

const refused = (field: string, key: string, values: Record<string, string> = {}) => fieldError(field, key, values, key);

/** The supplier named by number, when one is: its id, or no row when it is unknown or disabled. */
const supplierOf = (venno: string): SQL =>
  venno ? sql`(select ${suppliers.id} from ${suppliers} where ${suppliers.venNo} = ${venno} and ${suppliers.enabled})` : sql`null::int`;
const supplierKnown = (venno: string): SQL =>
  venno ? sql`exists (select 1 from ${suppliers} where ${suppliers.venNo} = ${venno} and ${suppliers.enabled})` : sql`true`;

const t = alias(pt, "t");
// The update's `before` step answers the task's columns as they were, under their own names (the audit's "before").
const before = alias(pt, "before");
const ofTask = (scope: Scope, id: number) => and(eq(pt.id, id), eq(pt.companyId, scope.companyId));

type Row = { id: number; taskNo: string };

export const createMaterialPrep = defineRoute(materialPrepOps.create, {
  rights: [rights.materialPrep.add],
  audience: "internal",
  handler: async ({ db, scope, body: b }) => {
    const created = await runTransition(db, {
      change: async (tx) => (await rows<Row>(tx, sql`
        insert into ${pt} (${bare(pt.taskNo)}, ${bare(pt.companyId)}, ${bare(pt.supplierId)}, ${bare(pt.projectNo)}, ${bare(pt.workOrder)},
          ${bare(pt.itemno)}, ${bare(pt.itemdesc)}, ${bare(pt.unit)}, ${bare(pt.requiredQty)}, ${bare(pt.readyBy)}, ${bare(pt.responsible)},
          ${bare(pt.remark)}, ${bare(pt.createdBy)}, ${bare(pt.modifiedBy)})
        select ${documentNo("BL", scope, materialPrepNoSeq)}, ${scope.companyId}, ${supplierOf(b.venno)}, ${b.projectNo}, ${b.workOrder},
          ${b.itemno}, ${b.itemdesc}, ${b.unit}, ${b.requiredQty}::numeric, ${b.readyBy}::date, ${b.responsible}, ${b.remark},
          ${scope.userId}, ${scope.userId}
        where ${supplierKnown(b.venno)}
        returning ${pt.id} as id, ${pt.taskNo} as "taskNo"`))[0],
      whyNot: async () => refused("venno", "validation.materialPrep.supplier"),
      audit: (row) => ({ actor: scope, companyId: scope.companyId, entity: materialPrepAuditEntity, entityId: row.id, action: "create", detail: { taskNo: row.taskNo, ...b } }),
    });
    return loadMaterialPrep(db, scope, Number(created.id));
  },
});

async function whyNotChanged(tx: Db, scope: Scope, id: number, b: Required<Pick<MaterialPrepInput, "venno" | "requiredQty">>): Promise<AppError> {
  const [task] = await tx.select({ status: pt.status, prepared: pt.preparedQty, supplierOk: sql<boolean>`${supplierKnown(b.venno)}` })
    .from(pt).where(ofTask(scope, id));
  if (!task) return notFound();
  if (task.status !== "open" && task.status !== "preparing") return new AppError("CONFLICT", "errors.materialPrep.closed");
  if (!task.supplierOk) return refused("venno", "validation.materialPrep.supplier");
  return refused("requiredQty", "validation.materialPrep.belowPrepared", { prepared: trimDecimal(task.prepared) });
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
        with ${before} as (
          select ${pt.id}, ${pt.supplierId}, ${pt.projectNo}, ${pt.workOrder}, ${pt.itemno}, ${pt.itemdesc}, ${pt.unit},
            ${pt.requiredQty}::text as ${bare(pt.requiredQty)}, ${pt.readyBy}::text as ${bare(pt.readyBy)}, ${pt.responsible}, ${pt.remark}, ${pt.status}
          from ${pt} where ${pt.id} = ${params.id} and ${pt.companyId} = ${scope.companyId} for update
        )
        update ${pt} ${t} set ${bare(t.supplierId)} = ${supplierOf(b.venno)}, ${bare(t.projectNo)} = ${b.projectNo}, ${bare(t.workOrder)} = ${b.workOrder},
          ${bare(t.itemno)} = ${b.itemno}, ${bare(t.itemdesc)} = ${b.itemdesc}, ${bare(t.unit)} = ${b.unit}, ${bare(t.requiredQty)} = ${b.requiredQty}::numeric,
          ${bare(t.readyBy)} = ${b.readyBy}::date, ${bare(t.responsible)} = ${b.responsible}, ${bare(t.remark)} = ${b.remark},
          ${bare(t.status)} = case when ${t.preparedQty} = 0 then 'open' when ${t.preparedQty} >= ${b.requiredQty}::numeric then 'ready' else 'preparing' end,
          ${bare(t.modifiedBy)} = ${scope.userId}, ${bare(t.modifiedAt)} = now()
        from ${before}
        where ${t.id} = ${before.id} and ${t.status} in ('open', 'preparing') and ${t.preparedQty} <= ${b.requiredQty}::numeric and ${supplierKnown(b.venno)}
        returning ${before}.*`))[0],
      whyNot: (tx) => whyNotChanged(tx, scope, params.id, b),
      audit: (before) => ({ actor: scope, companyId: scope.companyId, entity: materialPrepAuditEntity, entityId: params.id, action: "update", detail: { before, after: { ...b } } }),
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
        delete from ${pt} where ${pt.id} = ${params.id} and ${pt.companyId} = ${scope.companyId} and ${pt.status} = 'open' and ${pt.preparedQty} = 0
        returning ${pt.id} as id, ${pt.taskNo} as "taskNo"`))[0],
      whyNot: async (tx) => {
        const [found] = await tx.select({ id: pt.id }).from(pt).where(ofTask(scope, params.id));
        return found ? new AppError("CONFLICT", "errors.materialPrep.started") : notFound();
      },
      audit: (row) => ({ actor: scope, companyId: scope.companyId, entity: materialPrepAuditEntity, entityId: params.id, action: "delete", detail: { taskNo: row.taskNo } }),
    });
    return null;
  },
});

export const getMaterialPrep = defineRoute(materialPrepOps.detail, {
  rights: [rights.materialPrep.view],
  handler: ({ db, scope, params }) => loadMaterialPrep(db, scope, params.id),
});
