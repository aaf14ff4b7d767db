import { sql } from "drizzle-orm";
import { materialNoticeList, materialRuleList } from "@/lib/contracts/erp-purchase/material-rule";
import { rights } from "@/lib/rights/codes";
import { listRoutes } from "@/services/core/list/module";
import { withSupplierId } from "@/services/core/list/supplier-filter";
import { materialNotices, materialRules } from "@/services/db/schema";
import { materialNoticeWhere, materialRuleWhere, n, noticeFrom, noticeSelect, r, ruleFrom, ruleSelect } from "./where";

export const materialRuleListRoutes = listRoutes(materialRuleList, {
  from: ruleFrom,
  countFrom: sql`${materialRules} ${r}`,
  id: sql`${r.id}`,
  rights: { view: rights.materialRule.view, export: rights.materialRule.export },
  where: async (scope, filters, db) => materialRuleWhere(scope, await withSupplierId(db, filters)),
  select: ruleSelect,
});

export const materialNoticeListRoutes = listRoutes(materialNoticeList, {
  from: noticeFrom,
  countFrom: sql`${materialNotices} ${n}`,
  id: sql`${n.id}`,
  rights: { view: rights.materialRule.view, export: rights.materialRule.export },
  where: async (scope, filters, db) => materialNoticeWhere(scope, await withSupplierId(db, filters)),
  select: noticeSelect,
});
