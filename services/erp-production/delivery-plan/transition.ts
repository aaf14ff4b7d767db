import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import type { PlanStatus } from "@/lib/contracts/erp-production/delivery-plan";
import { deliveryPlans as p } from "@/services/db/schema";
import { AppError, notFound } from "@/services/core/errors";
import { runTransition } from "@/services/core/transition";
import type { Scope } from "@/services/core/list";
import { deliveryPlanAuditEntity } from "./events";

/** draft → released (sales or planning) and released → confirmed (warehouse): one conditional UPDATE plus audit. */
export async function transitionPlan(db: Db, scope: Scope, id: number, action: "release" | "confirm") {
  const [from, to]: [PlanStatus, PlanStatus] = action === "release" ? ["draft", "released"] : ["released", "confirmed"];
  const set = action === "release"
    ? { releasedBy: scope.userId, releasedAt: sql`now()` }
    : { checkedBy: scope.userId, checkedAt: sql`now()` };
  const row = await runTransition(db, {
    change: async (tx) => (await tx.update(p).set({ status: to, ...set, modifiedBy: scope.userId, modifiedAt: sql`now()` })
      .where(and(eq(p.id, id), eq(p.companyId, scope.companyId), eq(p.status, from))).returning({ noticeNo: p.noticeNo }))[0],
    whyNot: async (tx) => {
      const [cur] = await tx.select({ status: p.status }).from(p).where(and(eq(p.id, id), eq(p.companyId, scope.companyId)));
      return cur ? new AppError("CONFLICT", `errors.deliveryPlan.${action}Refused`) : notFound();
    },
    audit: (r) => ({ actor: scope, companyId: scope.companyId, entity: deliveryPlanAuditEntity, entityId: id, action, from, to, detail: { noticeNo: r.noticeNo } }),
  });
  return { id, noticeNo: row.noticeNo, status: to };
}
