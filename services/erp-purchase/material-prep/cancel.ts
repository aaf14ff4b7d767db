import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { materialPrepOps } from "@/lib/contracts/erp-purchase/material-prep";
import { rights } from "@/lib/rights/codes";
import { rows } from "@/services/db/rows";
import { materialPrepTasks as pt } from "@/services/db/schema";
import { bare } from "@/services/core/sql";
import { AppError, notFound } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import { defineRoute } from "@/services/core/route";
import { loadMaterialPrep } from "./load";
import { materialPrepAuditEntity } from "./events";

const t = alias(pt, "t");
// The statement's `before` step answers the task's id and status as they were, under their own names.
const before = alias(pt, "before");

/** Open or in preparation → cancelled, with the reason; what was prepared stays on record. */
export const cancelMaterialPrep = defineRoute(materialPrepOps.cancel, {
  rights: [rights.materialPrep.cancel],
  audience: "internal",
  handler: async ({ db, scope, params, body }) => {
    await runTransition(db, {
      change: async (tx) => (await rows<{ id: number; prevStatus: string }>(tx, sql`
        update ${pt} ${t} set ${bare(t.status)} = 'cancelled', ${bare(t.cancelReason)} = ${body.reason}, ${bare(t.modifiedBy)} = ${scope.userId},
          ${bare(t.modifiedAt)} = now()
        from (select ${pt.id}, ${pt.status} from ${pt} where ${pt.id} = ${params.id} and ${pt.companyId} = ${scope.companyId} for update) ${before}
        where ${t.id} = ${before.id} and ${t.status} in ('open', 'preparing')
        returning ${t.id} as id, ${before.status} as "prevStatus"`))[0],
      whyNot: async (tx) => {
        const [found] = await tx.select({ id: pt.id }).from(pt).where(and(eq(pt.id, params.id), eq(pt.companyId, scope.companyId)));
        return found ? new AppError("CONFLICT", "errors.materialPrep.closed") : notFound();
      },
      audit: (r) => ({ actor: scope, companyId: scope.companyId, entity: materialPrepAuditEntity, entityId: params.id, action: "cancel", detail: { from: r.prevStatus, reason: body.reason } }),
    });
    return loadMaterialPrep(db, scope, params.id);
  },
});
