import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { DeductionBillList } from "@/components/deduction-bill/bill-list";
import { PageFrame } from "@/components/common/page-frame";
import { firstListPage, type PageSearch } from "@/lib/portal/first-page";
import { deductionBillList } from "@/lib/contracts/erp-production/deduction-bill";
import { deductionTableState } from "@/components/deduction-bill/state";

export async function generateMetadata() {
  const t = await getTranslations("deductionBill");
  return { title: t("title") };
}

export default async function DeductionBillPage({ searchParams }: PageSearch) {
  const [user, initial] = await Promise.all([requireUser(), firstListPage(deductionBillList.list, deductionTableState, searchParams)]);
  const t = await getTranslations("deductionBill");
  return (
    <PageFrame title={t("title")}>
      <DeductionBillList initial={initial} userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
