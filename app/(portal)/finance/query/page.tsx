import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { StatementList } from "@/components/reconciliation-statement/statement-list";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { reconciliationStatementList } from "@/lib/contracts/erp-purchase/reconciliation-statement";

export async function generateMetadata() {
  const t = await getTranslations("reconciliationStatement");
  return { title: t("queryTitle") };
}

/** Reconciliation query and management (finance): every statement of the company, filters, export. */
export default async function StatementQueryPage({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(reconciliationStatementList, searchParams)]);
  const t = await getTranslations("reconciliationStatement");
  return (
    <PageFrame title={t("queryTitle")}>
      <StatementList {...parsed} userNo={user.userNo} userType={user.userType} query />
    </PageFrame>
  );
}
