import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { MaterialNoticeFilters, MaterialRuleFilters } from "@/lib/contracts/erp-purchase/material-rule";
import { and, between, inPreset, inScope, startsWith, type Scope } from "@/services/core/list";
import { materialNotices, materialRules, suppliers, users } from "@/services/db/schema";

export const r = alias(materialRules, "r");
export const n = alias(materialNotices, "n");
export const s = alias(suppliers, "s");
const cu = alias(users, "cu");
const mu = alias(users, "mu");

export const ruleFrom = sql`${materialRules} ${r} join ${suppliers} ${s} on ${s.id} = ${r.supplierId}
  left join ${users} ${cu} on ${cu.id} = ${r.createdBy} left join ${users} ${mu} on ${mu.id} = ${r.modifiedBy}`;
export const ruleSelect = {
  venno: sql`${s.venNo}`,
  vensname: sql`${s.shortName}`,
  materialType: sql`${r.materialType}`,
  responsible: sql`${r.responsible}`,
  effectiveFrom: sql`${r.effectiveFrom}`,
  effectiveTo: sql`${r.effectiveTo}`,
  horizonDays: sql`${r.horizonDays}`,
  enabled: sql`${r.enabled}`,
  remark: sql`${r.remark}`,
  createdBy: sql`coalesce(${cu.name}, '')`,
  modifiedBy: sql`coalesce(${mu.name}, '')`,
  modifiedAt: sql`${r.modifiedAt}`,
  supplierId: sql`${r.supplierId}`,
};

export function materialRuleWhere(scope: Scope, f: MaterialRuleFilters & { supplierId?: number }): SQL {
  return and([
    inScope(scope, sql`${r.companyId}`, sql`${r.supplierId}`),
    f.supplierId !== undefined && sql`${r.supplierId} = ${f.supplierId}`,
    f.responsible && startsWith(sql`${r.responsible}`, f.responsible),
    f.materialType && sql`${r.materialType} = ${f.materialType}`,
    f.enabled && sql`${r.enabled} = ${f.enabled === "true"}`,
    f.effectiveOn && sql`${f.effectiveOn}::date between ${r.effectiveFrom} and ${r.effectiveTo}`,
  ]);
}

export const noticeFrom = sql`${materialNotices} ${n} join ${suppliers} ${s} on ${s.id} = ${n.supplierId}`;
export const noticeSelect = {
  noticeNo: sql`${n.noticeNo}`,
  noticeDate: sql`${n.noticeDate}`,
  status: sql`${n.status}`,
  venno: sql`${s.venNo}`,
  vensname: sql`${s.shortName}`,
  materialType: sql`${n.materialType}`,
  responsible: sql`${n.responsible}`,
  lineCount: sql`${n.lineCount}`,
  dueBy: sql`${n.dueBy}`,
  acknowledgedAt: sql`${n.acknowledgedAt}`,
  supplierId: sql`${n.supplierId}`,
};

export function materialNoticeWhere(scope: Scope, f: MaterialNoticeFilters & { supplierId?: number }): SQL {
  return and([
    inScope(scope, sql`${n.companyId}`, sql`${n.supplierId}`),
    f.supplierId !== undefined && sql`${n.supplierId} = ${f.supplierId}`,
    f.noticeNo && startsWith(sql`${n.noticeNo}`, f.noticeNo.toUpperCase()),
    f.status && sql`${n.status} = ${f.status}`,
    between(sql`${n.noticeDate}`, f.noticeDateFrom, f.noticeDateTo),
    inPreset(sql`${n.noticeDate}`, f.noticeDateRange, scope),
  ]);
}
