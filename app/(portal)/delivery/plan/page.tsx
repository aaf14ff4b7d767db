import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { PlanList } from "@/components/delivery-plan/plan-list";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { deliveryPlanList } from "@/lib/contracts/erp-production/delivery-plan";

export async function generateMetadata() {
  const t = await getTranslations("deliveryPlan");
  return { title: t("title") };
}

export default async function Page({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(deliveryPlanList, searchParams)]);
  const t = await getTranslations("deliveryPlan");
  return (
    <PageFrame title={t("title")}>
      <PlanList {...parsed} userNo={user.userNo} />
    </PageFrame>
  );
}
