import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { PlanList } from "@/components/delivery-plan/plan-list";

export async function generateMetadata() {
  const t = await getTranslations("deliveryPlan");
  return { title: t("releaseTitle") };
}

export default async function Page() {
  const user = await requireUser();
  const t = await getTranslations("deliveryPlan");
  return (
    <PageFrame title={t("releaseTitle")}>
      <PlanList userNo={user.userNo} release />
    </PageFrame>
  );
}
