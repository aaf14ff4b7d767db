import { sql } from "drizzle-orm";
import type { MaterialNoticeDetail, MaterialRuleDetail } from "@/lib/contracts/erp-purchase/material-rule";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import { isoText } from "@/services/core/sql";
import { n, noticeFrom, noticeSelect, r, ruleFrom, ruleSelect } from "./where";

const columns = (select: Record<string, ReturnType<typeof sql>>, times: Set<string>) =>
  sql.join(Object.entries(select).map(([k, v]) => (times.has(k) ? sql`${isoText(v)} as "${sql.raw(k)}"` : sql`${v} as "${sql.raw(k)}"`)), sql`, `);

/** One rule in the caller's scope; another tenant's answers 404. */
export async function loadMaterialRule(db: Db, scope: Scope, id: number): Promise<MaterialRuleDetail> {
  const [row] = await rows<MaterialRuleDetail>(db, sql`
    select ${r.id} as id, ${columns(ruleSelect, new Set(["modifiedAt"]))} from ${ruleFrom}
    where ${r.id} = ${id} and ${inScope(scope, sql`${r.companyId}`, sql`${r.supplierId}`)}`);
  if (!row) throw notFound();
  return { ...row, id: Number(row.id), supplierId: Number(row.supplierId), horizonDays: Number(row.horizonDays) };
}

/** One notice with its lines, in the caller's scope. */
export async function loadMaterialNotice(db: Db, scope: Scope, id: number): Promise<MaterialNoticeDetail> {
  const [row] = await rows<Omit<MaterialNoticeDetail, "lines">>(db, sql`
    select ${n.id} as id, ${columns(noticeSelect, new Set(["acknowledgedAt"]))},
      coalesce((select name from users where id = ${n.acknowledgedBy}), '') as "acknowledgedBy"
    from ${noticeFrom}
    where ${n.id} = ${id} and ${inScope(scope, sql`${n.companyId}`, sql`${n.supplierId}`)}`);
  if (!row) throw notFound();
  const lines = await rows<MaterialNoticeDetail["lines"][number]>(db, sql`
    select l.pono, l.line_no as "lineNo", l.itemno, l.itemdesc, l.packunit as unit, nl.remain_qty::text as "remainQty", nl.deldate::text as deldate
    from material_notice_lines nl join purchase_order_lines l on l.id = nl.po_line_id
    where nl.notice_id = ${id} order by nl.deldate, l.pono, l.line_no`);
  return { ...row, id: Number(row.id), supplierId: Number(row.supplierId), lineCount: Number(row.lineCount), lines: lines.map((l) => ({ ...l, lineNo: Number(l.lineNo) })) };
}
