import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { StatementList } from "@/components/reconciliation-statement/statement-list";

export async function generateMetadata() {
  const t = await getTranslations("reconciliationStatement");
  return { title: t("title") };
}

export default async function StatementPage() {
  const user = await requireUser();
  const t = await getTranslations("reconciliationStatement");
  return (
    <PageFrame title={t("title")}>
      <StatementList userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
