import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { materialRuleOps } from "@/lib/contracts/erp-purchase/material-rule";
import { rights } from "@/lib/rights/codes";
import { rows } from "@/services/db/rows";
import { writeAudit } from "@/services/core/audit";
import { documentNo } from "@/services/core/business-time";
import { defineRoute } from "@/services/core/route";
import { dictionaryItems, dictionaryTypes, materialNoticeLines, materialNoticeNoSeq, materialNotices, materialRules, purchaseOrderLines } from "@/services/db/schema";
import { bare } from "@/services/core/sql";
import { materialNoticeAuditEntity } from "./events";

const l = alias(purchaseOrderLines, "l");
const i = alias(dictionaryItems, "i");
const t = alias(dictionaryTypes, "t");
const nl = alias(materialNoticeLines, "nl");

type Rule = { id: number; supplierId: number; materialType: string; responsible: string; horizonDays: number };

/**
 * Today's notices: for each enabled rule in effect on the company's business day, the supplier's open lines
 * (not complete, not rejected, something left to deliver) whose ERP material type is the rule's type and whose
 * delivery date falls within the horizon (overdue lines included). Order lines carry the ERP's type name,
 * which is the Chinese label of the `material-type` code. The rules are locked while notices are written, and a
 * line goes on a rule's notice at most once a day, so generating twice, or in parallel, sends nothing twice.
 */
export const generateMaterialNotices = defineRoute(materialRuleOps.generate, {
  rights: [rights.materialRule.generate],
  audience: "internal",
  handler: async ({ db, scope }) =>
    db.transaction(async (tx) => {
      const rules = await rows<Rule>(tx, sql`
        select ${materialRules.id} as id, ${materialRules.supplierId} as "supplierId", ${materialRules.materialType} as "materialType",
          ${materialRules.responsible} as responsible, ${materialRules.horizonDays} as "horizonDays" from ${materialRules}
        where ${materialRules.companyId} = ${scope.companyId} and ${materialRules.enabled} and ${scope.today}::date between ${materialRules.effectiveFrom} and ${materialRules.effectiveTo}
        order by ${materialRules.id} for update`);
      let notices = 0;
      let lines = 0;
      for (const rule of rules) {
        const [made] = await rows<{ id: number | null; noticeNo: string | null; lines: number }>(tx, sql`
          with cand as (
            select ${l.id} as id, ${l.remainQty} as remain_qty, ${l.deldate} as deldate from ${purchaseOrderLines} ${l}
            where ${l.companyId} = ${scope.companyId} and ${l.supplierId} = ${rule.supplierId}
              and ${l.completeStatus} = 'open' and ${l.receiveStatus} <> 'rejected' and ${l.remainQty} > 0
              and ${l.deldate} <= ${scope.today}::date + ${rule.horizonDays}::int
              and ${l.locTypeName} in (
                select ${i.labelZh} from ${dictionaryItems} ${i} join ${dictionaryTypes} ${t} on ${t.id} = ${i.typeId}
                where ${t.code} = 'material-type' and ${i.code} = ${rule.materialType} and ${i.labelZh} is not null)
              and not exists (select 1 from ${materialNoticeLines} ${nl}
                where ${nl.ruleId} = ${rule.id} and ${nl.poLineId} = ${l.id} and ${nl.noticeDate} = ${scope.today}::date)
          ), notice as (
            insert into ${materialNotices} (${bare(materialNotices.noticeNo)}, ${bare(materialNotices.companyId)}, ${bare(materialNotices.supplierId)}, ${bare(materialNotices.ruleId)}, ${bare(materialNotices.materialType)}, ${bare(materialNotices.responsible)}, ${bare(materialNotices.noticeDate)}, ${bare(materialNotices.dueBy)}, ${bare(materialNotices.lineCount)}, ${bare(materialNotices.createdBy)}, ${bare(materialNotices.modifiedBy)})
            select ${documentNo("WL", scope, materialNoticeNoSeq)}, ${scope.companyId}, ${rule.supplierId}, ${rule.id}, ${rule.materialType},
              ${rule.responsible}, ${scope.today}::date, min(deldate), count(*), ${scope.userId}, ${scope.userId}
            from cand having count(*) > 0
            returning ${materialNotices.id} as id, ${materialNotices.noticeNo} as "noticeNo"
          ), added as (
            insert into ${materialNoticeLines} (${bare(materialNoticeLines.noticeId)}, ${bare(materialNoticeLines.poLineId)}, ${bare(materialNoticeLines.ruleId)},
              ${bare(materialNoticeLines.noticeDate)}, ${bare(materialNoticeLines.remainQty)}, ${bare(materialNoticeLines.deldate)})
            select notice.id, cand.id, ${rule.id}, ${scope.today}::date, cand.remain_qty, cand.deldate from notice, cand
            returning 1
          )
          select (select id from notice) as id, (select "noticeNo" from notice) as "noticeNo", (select count(*)::int from added) as lines`);
        if (!made?.id) continue;
        notices++;
        lines += Number(made.lines);
        await writeAudit(tx, {
          actor: scope, companyId: scope.companyId, entity: materialNoticeAuditEntity, entityId: Number(made.id), action: "send",
          detail: { noticeNo: made.noticeNo, ruleId: rule.id, lines: Number(made.lines) },
        });
      }
      return { notices, lines };
    }),
});
