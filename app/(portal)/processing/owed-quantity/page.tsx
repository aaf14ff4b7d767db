import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { OwedQuantityList } from "@/components/owed-quantity/owed-list";
import { PageFrame } from "@/components/common/page-frame";
import { firstListPage, type PageSearch } from "@/lib/portal/first-page";
import { owedQuantityList } from "@/lib/contracts/erp-production/owed-quantity";
import { owedTableState } from "@/components/owed-quantity/state";

export async function generateMetadata() {
  const t = await getTranslations("owedQuantity");
  return { title: t("title") };
}

export default async function OwedQuantityPage({ searchParams }: PageSearch) {
  const [user, initial] = await Promise.all([requireUser(), firstListPage(owedQuantityList.list, owedTableState, searchParams)]);
  const t = await getTranslations("owedQuantity");
  return (
    <PageFrame title={t("title")}>
      <OwedQuantityList initial={initial} userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
