import { sql } from "drizzle-orm";
import { reconciliationStatementList, type StatementFilters } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { rights } from "@/lib/rights/codes";
import { and, between, inPreset, inScope, startsWith, type Scope } from "@/services/core/list";
import { listRoutes } from "@/services/core/list/module";
import { withSupplierId } from "@/services/core/list/supplier-filter";
import { reconciliationStatements } from "@/services/db/schema";
import { st, statementFrom, statementSelect } from "./columns";

export function statementWhere(scope: Scope, f: StatementFilters & { supplierId?: number }) {
  return and([
    inScope(scope, sql`${st.companyId}`, sql`${st.supplierId}`),
    f.statementNo && startsWith(sql`${st.statementNo}`, f.statementNo),
    f.supplierId !== undefined && sql`${st.supplierId} = ${f.supplierId}`,
    f.status && sql`${st.status} = ${f.status}`,
    f.invoiceState && sql`${st.invoiceState} = ${f.invoiceState}`,
    between(sql`${st.statementDate}`, f.statementDateFrom, f.statementDateTo),
    inPreset(sql`${st.statementDate}`, f.statementDateRange, scope),
  ]);
}

/** Suppliers see their own statements; finance sees every statement of its company (the reconciliation query). */
export const statementListRoutes = listRoutes(reconciliationStatementList, {
  from: statementFrom,
  countFrom: sql`${reconciliationStatements} ${st}`,
  id: sql`${st.id}`,
  rights: { view: rights.reconciliationStatement.view, export: rights.reconciliationQuery.export },
  where: async (scope, filters, db) => statementWhere(scope, await withSupplierId(db, filters)),
  select: statementSelect,
});
