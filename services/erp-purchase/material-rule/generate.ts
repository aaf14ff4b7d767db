import { sql } from "drizzle-orm";
import { materialRuleOps } from "@/lib/contracts/erp-purchase/material-rule";
import { rights } from "@/lib/rights/codes";
import { rows } from "@/services/db/rows";
import { writeAudit } from "@/services/core/audit";
import { documentNo } from "@/services/core/business-time";
import { defineRoute } from "@/services/core/route";
import { materialNoticeNoSeq } from "@/services/db/schema";
import { noticeAuditEntity } from "./where";

type Rule = { id: number; supplier_id: number; material_type: string; responsible: string; horizon_days: number };

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
        select id, supplier_id, material_type, responsible, horizon_days from material_rules
        where company_id = ${scope.companyId} and enabled and ${scope.today}::date between effective_from and effective_to
        order by id for update`);
      let notices = 0;
      let lines = 0;
      for (const rule of rules) {
        const [made] = await rows<{ id: number | null; notice_no: string | null; lines: number }>(tx, sql`
          with cand as (
            select l.id, l.remain_qty, l.deldate from purchase_order_lines l
            where l.company_id = ${scope.companyId} and l.supplier_id = ${rule.supplier_id}
              and l.complete_status = 'open' and l.receive_status <> 'rejected' and l.remain_qty > 0
              and l.deldate <= ${scope.today}::date + ${rule.horizon_days}::int
              and l.loc_type_name in (
                select i.label_zh from dictionary_items i join dictionary_types t on t.id = i.type_id
                where t.code = 'material-type' and i.code = ${rule.material_type} and i.label_zh is not null)
              and not exists (select 1 from material_notice_lines nl
                where nl.rule_id = ${rule.id} and nl.po_line_id = l.id and nl.notice_date = ${scope.today}::date)
          ), notice as (
            insert into material_notices (notice_no, company_id, supplier_id, rule_id, material_type, responsible, notice_date, due_by,
              line_count, created_by, modified_by)
            select ${documentNo("WL", scope, materialNoticeNoSeq)}, ${scope.companyId}, ${rule.supplier_id}, ${rule.id}, ${rule.material_type},
              ${rule.responsible}, ${scope.today}::date, min(deldate), count(*), ${scope.userId}, ${scope.userId}
            from cand having count(*) > 0
            returning id, notice_no
          ), added as (
            insert into material_notice_lines (notice_id, po_line_id, rule_id, notice_date, remain_qty, deldate)
            select notice.id, cand.id, ${rule.id}, ${scope.today}::date, cand.remain_qty, cand.deldate from notice, cand
            returning 1
          )
          select (select id from notice) as id, (select notice_no from notice) as notice_no, (select count(*)::int from added) as lines`);
        if (!made?.id) continue;
        notices++;
        lines += Number(made.lines);
        await writeAudit(tx, {
          actor: scope, companyId: scope.companyId, entity: noticeAuditEntity, entityId: Number(made.id), action: "send",
          detail: { noticeNo: made.notice_no, ruleId: rule.id, lines: Number(made.lines) },
        });
      }
      return { notices, lines };
    }),
});
