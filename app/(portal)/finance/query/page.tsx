import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { StatementList } from "@/components/reconciliation-statement/statement-list";

export async function generateMetadata() {
  const t = await getTranslations("reconciliationStatement");
  return { title: t("queryTitle") };
}

/** Reconciliation query and management (finance): every statement of the company, filters, export. */
export default async function StatementQueryPage() {
  const user = await requireUser();
  const t = await getTranslations("reconciliationStatement");
  return (
    <PageFrame title={t("queryTitle")}>
      <StatementList userNo={user.userNo} userType={user.userType} query />
    </PageFrame>
  );
}
