import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { materialPrepOps } from "@/lib/contracts/erp-purchase/material-prep";
import { decSub } from "@/lib/contracts/decimal";
import { rights } from "@/lib/rights/codes";
import { rows } from "@/services/db/rows";
import { materialPrepEntries as pe, materialPrepTasks as pt } from "@/services/db/schema";
import { bare } from "@/services/core/sql";
import { AppError, fieldError, notFound } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import { defineRoute } from "@/services/core/route";
import { loadMaterialPrep } from "./load";
import { quantityValue } from "@/lib/number-format";
import { materialPrepAuditEntity } from "./events";

type Entry = { id: number; qty: string; preparedAfter: string; status: string };

// The statement's `changed` step answers the task's id, prepared quantity and status under their own names.
const changed = alias(pt, "changed");

/**
 * One progress entry: ONE statement raises the prepared quantity only while the task is open or in
 * preparation and the total stays within the required quantity (the WHERE is re-checked on the latest row
 * when entries race, so two entries can never both take the last of it), and writes the entry from its
 * RETURNING. Reaching the required quantity makes the task ready.
 */
export const enterMaterialPrepProgress = defineRoute(materialPrepOps.progress, {
  rights: [rights.materialPrep.progress],
  audience: "internal",
  handler: async ({ db, scope, params, body }) => {
    await runTransition(db, {
      change: async (tx) => (await rows<Entry>(tx, sql`
        with ${changed} as (
          update ${pt} set ${bare(pt.preparedQty)} = ${pt.preparedQty} + ${body.qty}::numeric,
            ${bare(pt.status)} = case when ${pt.preparedQty} + ${body.qty}::numeric >= ${pt.requiredQty} then 'ready' else 'preparing' end,
            ${bare(pt.modifiedBy)} = ${scope.userId}, ${bare(pt.modifiedAt)} = now()
          where ${pt.id} = ${params.id} and ${pt.companyId} = ${scope.companyId} and ${pt.status} in ('open', 'preparing')
            and ${pt.preparedQty} + ${body.qty}::numeric <= ${pt.requiredQty}
          returning ${pt.id}, ${pt.preparedQty}, ${pt.status}
        )
        insert into ${pe} (${bare(pe.taskId)}, ${bare(pe.qty)}, ${bare(pe.preparedAfter)}, ${bare(pe.note)}, ${bare(pe.enteredBy)})
        select ${changed.id}, ${body.qty}::numeric, ${changed.preparedQty}, ${body.note}, ${scope.userId} from ${changed}
        returning ${pe.id} as id, ${pe.qty}::text as qty, ${pe.preparedAfter}::text as "preparedAfter", (select ${changed.status} from ${changed}) as status`))[0],
      whyNot: async (tx) => {
        const [t] = await tx.select({ status: pt.status, required: pt.requiredQty, prepared: pt.preparedQty }).from(pt)
          .where(and(eq(pt.id, params.id), eq(pt.companyId, scope.companyId)));
        if (!t) return notFound();
        if (t.status !== "open" && t.status !== "preparing") return new AppError("CONFLICT", "errors.materialPrep.closed");
        const remaining = quantityValue(decSub(t.required, t.prepared));
        return fieldError("qty", "validation.materialPrep.overRequired", { remaining }, "validation.materialPrep.overRequired");
      },
      audit: (e) => ({
        actor: scope, companyId: scope.companyId, entity: materialPrepAuditEntity, entityId: params.id, action: "progress",
        detail: { entryId: e.id, qty: e.qty, preparedAfter: e.preparedAfter, status: e.status, note: body.note },
      }),
    });
    return loadMaterialPrep(db, scope, params.id);
  },
});
