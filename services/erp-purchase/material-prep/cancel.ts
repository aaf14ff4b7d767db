import { sql } from "drizzle-orm";
import { materialPrepOps } from "@/lib/contracts/erp-purchase/material-prep";
import { rights } from "@/lib/rights/codes";
import { rows } from "@/services/db/rows";
import { AppError, notFound } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import { defineRoute } from "@/services/core/route";
import { loadMaterialPrep } from "./load";
import { prepAuditEntity } from "./where";

/** Open or in preparation → cancelled, with the reason; what was prepared stays on record. */
export const cancelMaterialPrep = defineRoute(materialPrepOps.cancel, {
  rights: [rights.materialPrep.cancel],
  audience: "internal",
  handler: async ({ db, scope, params, body }) => {
    await runTransition(db, {
      change: async (tx) => (await rows<{ id: number; prev_status: string }>(tx, sql`
        update material_prep_tasks t set status = 'cancelled', cancel_reason = ${body.reason}, modified_by = ${scope.userId}, modified_at = now()
        from (select id, status from material_prep_tasks where id = ${params.id} and company_id = ${scope.companyId} for update) before
        where t.id = before.id and t.status in ('open', 'preparing')
        returning t.id, before.status as prev_status`))[0],
      whyNot: async (tx) => {
        const [t] = await rows(tx, sql`select 1 from material_prep_tasks where id = ${params.id} and company_id = ${scope.companyId}`);
        return t ? new AppError("CONFLICT", "errors.materialPrep.closed") : notFound();
      },
      audit: (r) => ({ actor: scope, companyId: scope.companyId, entity: prepAuditEntity, entityId: params.id, action: "cancel", detail: { from: r.prev_status, reason: body.reason } }),
    });
    return loadMaterialPrep(db, scope, params.id);
  },
});
