import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { StatementList } from "@/components/reconciliation-statement/statement-list";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { reconciliationStatementList } from "@/lib/contracts/erp-purchase/reconciliation-statement";

export async function generateMetadata() {
  const t = await getTranslations("reconciliationStatement");
  return { title: t("title") };
}

export default async function StatementPage({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(reconciliationStatementList, searchParams)]);
  const t = await getTranslations("reconciliationStatement");
  return (
    <PageFrame title={t("title")}>
      <StatementList {...parsed} userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
