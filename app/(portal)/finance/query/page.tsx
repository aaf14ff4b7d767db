import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { StatementList } from "@/components/reconciliation-statement/statement-list";
import { firstListPage, type PageSearch } from "@/lib/portal/first-page";
import { reconciliationStatementList } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { statementTableState } from "@/components/reconciliation-statement/state";

export async function generateMetadata() {
  const t = await getTranslations("reconciliationStatement");
  return { title: t("queryTitle") };
}

/** Reconciliation query and management (finance): every statement of the company, filters, export. */
export default async function StatementQueryPage({ searchParams }: PageSearch) {
  const [user, initial] = await Promise.all([requireUser(), firstListPage(reconciliationStatementList.list, statementTableState, searchParams)]);
  const t = await getTranslations("reconciliationStatement");
  return (
    <PageFrame title={t("queryTitle")}>
      <StatementList initial={initial} userNo={user.userNo} userType={user.userType} query />
    </PageFrame>
  );
}
