import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { OwedQuantityList } from "@/components/owed-quantity/owed-list";
import { PageFrame } from "@/components/common/page-frame";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { addressOf } from "@/lib/contracts/kit/operation";
import { owedQuantityList, owedQuantityOps } from "@/lib/contracts/erp-production/owed-quantity";

export async function generateMetadata() {
  const t = await getTranslations("owedQuantity");
  return { title: t("title") };
}

export default async function OwedQuantityPage({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(owedQuantityList, searchParams)]);
  const t = await getTranslations("owedQuantity");
  return (
    <PageFrame title={t("title")}>
      <OwedQuantityList {...parsed} audit={addressOf(owedQuantityOps.audit)} userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
