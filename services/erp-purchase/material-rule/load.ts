import { sql } from "drizzle-orm";
import type { MaterialNoticeDetail, MaterialRuleDetail } from "@/lib/contracts/erp-purchase/material-rule";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import { materialNoticeListRoutes, materialRuleListRoutes } from "./list";
import { n, noticeFrom, r, ruleFrom } from "./where";

/** One rule in the caller's scope; another tenant's answers 404. */
export async function loadMaterialRule(db: Db, scope: Scope, id: number): Promise<MaterialRuleDetail> {
  const spec = materialRuleListRoutes.spec;
  const [row] = await rows<Record<string, unknown>>(db, sql`
    select ${spec.columns} from ${ruleFrom}
    where ${r.id} = ${id} and ${inScope(scope, sql`${r.companyId}`, sql`${r.supplierId}`)}`);
  if (!row) throw notFound();
  return spec.map(row);
}

/** One notice with its lines, in the caller's scope. */
export async function loadMaterialNotice(db: Db, scope: Scope, id: number): Promise<MaterialNoticeDetail> {
  const spec = materialNoticeListRoutes.spec;
  const [head] = await rows<Record<string, unknown>>(db, sql`
    select ${spec.columns}, coalesce((select name from users where id = ${n.acknowledgedBy}), '') as "acknowledgedBy"
    from ${noticeFrom}
    where ${n.id} = ${id} and ${inScope(scope, sql`${n.companyId}`, sql`${n.supplierId}`)}`);
  if (!head) throw notFound();
  const lines = await rows<MaterialNoticeDetail["lines"][number]>(db, sql`
    select l.pono, l.line_no as "lineNo", l.itemno, l.itemdesc, l.packunit as unit, nl.remain_qty::text as "remainQty", nl.deldate::text as deldate
    from material_notice_lines nl join purchase_order_lines l on l.id = nl.po_line_id
    where nl.notice_id = ${id} order by nl.deldate, l.pono, l.line_no`);
  return { ...spec.map(head), acknowledgedBy: String(head.acknowledgedBy), lines: lines.map((l) => ({ ...l, lineNo: Number(l.lineNo) })) };
}
