import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { MaterialNoticeDetail, MaterialRuleDetail } from "@/lib/contracts/erp-purchase/material-rule";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import { materialNoticeListRoutes, materialRuleListRoutes } from "./list";
import { n, noticeFrom, r, ruleFrom } from "./where";
import { materialNoticeLines, purchaseOrderLines, users } from "@/services/db/schema";

const nl = alias(materialNoticeLines, "nl");
const l = alias(purchaseOrderLines, "l");

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
    select ${spec.columns}, coalesce((select ${users.name} from ${users} where ${users.id} = ${n.acknowledgedBy}), '') as "acknowledgedBy"
    from ${noticeFrom}
    where ${n.id} = ${id} and ${inScope(scope, sql`${n.companyId}`, sql`${n.supplierId}`)}`);
  if (!head) throw notFound();
  const lines = await rows<MaterialNoticeDetail["lines"][number]>(db, sql`
    select ${l.pono}, ${l.lineNo} as "lineNo", ${l.itemno}, ${l.itemdesc}, ${l.packunit} as unit, ${nl.remainQty}::text as "remainQty", ${nl.deldate}::text as deldate
    from ${materialNoticeLines} ${nl} join ${purchaseOrderLines} ${l} on ${l.id} = ${nl.poLineId}
    where ${nl.noticeId} = ${id} order by ${nl.deldate}, ${l.pono}, ${l.lineNo}`);
  return { ...spec.map(head), acknowledgedBy: String(head.acknowledgedBy), lines: lines.map((l) => ({ ...l, lineNo: Number(l.lineNo) })) };
}
