import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import type { PlanStatus } from "@/lib/contracts/erp-production/delivery-plan";
import { rows } from "@/services/db/rows";
import { AppError, notFound } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import type { Scope } from "@/services/core/list";

export const deliveryPlanAuditEntity = "delivery_plan";

/** draft → released (sales or planning) and released → confirmed (warehouse): one conditional UPDATE plus audit. */
export async function transitionPlan(db: Db, scope: Scope, id: number, action: "release" | "confirm") {
  const [from, to]: [PlanStatus, PlanStatus] = action === "release" ? ["draft", "released"] : ["released", "confirmed"];
  const set = action === "release"
    ? sql`released_by = ${scope.userId}, released_at = now()`
    : sql`checked_by = ${scope.userId}, checked_at = now()`;
  const row = await runTransition(db, {
    change: async (tx) => (await rows<{ notice_no: string }>(tx, sql`
      update delivery_plans set status = ${to}, ${set}, modified_by = ${scope.userId}, modified_at = now()
      where id = ${id} and company_id = ${scope.companyId} and status = ${from}
      returning notice_no`))[0],
    whyNot: async (tx) => {
      const [cur] = await rows(tx, sql`select status from delivery_plans where id = ${id} and company_id = ${scope.companyId}`);
      return cur ? new AppError("CONFLICT", `errors.deliveryPlan.${action}Refused`) : notFound();
    },
    audit: (r) => ({ actor: scope, companyId: scope.companyId, entity: deliveryPlanAuditEntity, entityId: id, action, from, to, detail: { noticeNo: r.notice_no } }),
  });
  return { id, noticeNo: row.notice_no, status: to };
}
