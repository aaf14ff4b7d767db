import { sql } from "drizzle-orm";
import { materialRuleOps } from "@/lib/contracts/erp-purchase/material-rule";
import { rights } from "@/lib/rights/codes";
import { rows } from "@/services/db/rows";
import { AppError, notFound } from "@/services/core/errors";
import { inScope } from "@/services/core/list";
import { runTransition } from "@/services/core/transition";
import { defineRoute } from "@/services/core/route";
import { loadMaterialNotice } from "./load";
import { materialNotices } from "@/services/db/schema";
import { bare } from "@/services/core/sql";
import { materialNoticeAuditEntity } from "./events";

export const getMaterialNotice = defineRoute(materialRuleOps.notice, {
  rights: [rights.materialRule.view],
  handler: ({ db, scope, params }) => loadMaterialNotice(db, scope, params.id),
});

/** The supplier confirms it has seen the notice; once only (a second answers 409). */
export const acknowledgeMaterialNotice = defineRoute(materialRuleOps.acknowledge, {
  rights: [rights.materialRule.acknowledge],
  audience: "supplier",
  handler: async ({ db, scope, params }) => {
    await runTransition(db, {
      change: async (tx) => (await rows<{ notice_no: string }>(tx, sql`
        update ${materialNotices} set ${bare(materialNotices.status)} = 'acknowledged', ${bare(materialNotices.acknowledgedAt)} = now(), ${bare(materialNotices.acknowledgedBy)} = ${scope.userId},
          ${bare(materialNotices.modifiedAt)} = now(), ${bare(materialNotices.modifiedBy)} = ${scope.userId}
        where ${materialNotices.id} = ${params.id} and ${materialNotices.status} = 'sent' and ${inScope(scope, sql`${materialNotices.companyId}`, sql`${materialNotices.supplierId}`)}
        returning ${materialNotices.noticeNo}`))[0],
      whyNot: async (tx) => {
        const [found] = await rows(tx, sql`select 1 from ${materialNotices} where ${materialNotices.id} = ${params.id} and ${inScope(scope, sql`${materialNotices.companyId}`, sql`${materialNotices.supplierId}`)}`);
        return found ? new AppError("CONFLICT", "errors.materialRule.acknowledged") : notFound();
      },
      audit: (row) => ({ actor: scope, companyId: scope.companyId, entity: materialNoticeAuditEntity, entityId: params.id, action: "acknowledge", detail: { noticeNo: row.notice_no } }),
    });
    return loadMaterialNotice(db, scope, params.id);
  },
});
