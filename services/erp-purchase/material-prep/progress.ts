import { sql } from "drizzle-orm";
import { materialPrepOps } from "@/lib/contracts/erp-purchase/material-prep";
import { decSub, trimDecimal } from "@/lib/contracts/decimal";
import { rights } from "@/lib/rights/codes";
import { rows } from "@/services/db/rows";
import { AppError, fieldError, notFound } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import { defineRoute } from "@/services/core/route";
import { loadMaterialPrep } from "./load";
import { prepAuditEntity } from "./where";

type Entry = { id: number; qty: string; prepared_after: string; status: string };

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
        with changed as (
          update material_prep_tasks set prepared_qty = prepared_qty + ${body.qty}::numeric,
            status = case when prepared_qty + ${body.qty}::numeric >= required_qty then 'ready' else 'preparing' end,
            modified_by = ${scope.userId}, modified_at = now()
          where id = ${params.id} and company_id = ${scope.companyId} and status in ('open', 'preparing')
            and prepared_qty + ${body.qty}::numeric <= required_qty
          returning id, prepared_qty, status
        )
        insert into material_prep_entries (task_id, qty, prepared_after, note, entered_by)
        select id, ${body.qty}::numeric, prepared_qty, ${body.note}, ${scope.userId} from changed
        returning id, qty::text as qty, prepared_after::text as prepared_after, (select status from changed) as status`))[0],
      whyNot: async (tx) => {
        const [t] = await rows<{ status: string; required: string; prepared: string }>(tx, sql`
          select status, required_qty::text as required, prepared_qty::text as prepared
          from material_prep_tasks where id = ${params.id} and company_id = ${scope.companyId}`);
        if (!t) return notFound();
        if (t.status !== "open" && t.status !== "preparing") return new AppError("CONFLICT", "errors.materialPrep.closed");
        const remaining = trimDecimal(decSub(t.required, t.prepared));
        return fieldError("qty", "validation.materialPrep.overRequired", { remaining }, "validation.materialPrep.overRequired");
      },
      audit: (e) => ({
        actor: scope, companyId: scope.companyId, entity: prepAuditEntity, entityId: params.id, action: "progress",
        detail: { entryId: e.id, qty: e.qty, preparedAfter: e.prepared_after, status: e.status, note: body.note },
      }),
    });
    return loadMaterialPrep(db, scope, params.id);
  },
});
