import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { PlanList } from "@/components/delivery-plan/plan-list";
import { firstListPage, type PageSearch } from "@/lib/portal/first-page";
import { deliveryPlanList } from "@/lib/contracts/erp-production/delivery-plan";
import { planTableState } from "@/components/delivery-plan/state";

export async function generateMetadata() {
  const t = await getTranslations("deliveryPlan");
  return { title: t("releaseTitle") };
}

export default async function Page({ searchParams }: PageSearch) {
  const [user, initial] = await Promise.all([requireUser(), firstListPage(deliveryPlanList.list, planTableState, searchParams)]);
  const t = await getTranslations("deliveryPlan");
  return (
    <PageFrame title={t("releaseTitle")}>
      <PlanList initial={initial} userNo={user.userNo} release />
    </PageFrame>
  );
}
