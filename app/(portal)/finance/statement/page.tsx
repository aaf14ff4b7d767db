import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { StatementList } from "@/components/reconciliation-statement/statement-list";
import { firstListPage, type PageSearch } from "@/lib/portal/first-page";
import { reconciliationStatementList } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { statementTableState } from "@/components/reconciliation-statement/state";

export async function generateMetadata() {
  const t = await getTranslations("reconciliationStatement");
  return { title: t("title") };
}

export default async function StatementPage({ searchParams }: PageSearch) {
  const [user, initial] = await Promise.all([requireUser(), firstListPage(reconciliationStatementList.list, statementTableState, searchParams)]);
  const t = await getTranslations("reconciliationStatement");
  return (
    <PageFrame title={t("title")}>
      <StatementList initial={initial} userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
