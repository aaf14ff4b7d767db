import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { routeId } from "@/components/common/route-id";
import { StatementDetailView } from "@/components/reconciliation-statement/statement-detail";

export async function generateMetadata() {
  const t = await getTranslations("reconciliationStatement");
  return { title: t("title") };
}

export default async function StatementDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const id = await routeId(params);
  return <StatementDetailView id={id} userType={user.userType} />;
}
