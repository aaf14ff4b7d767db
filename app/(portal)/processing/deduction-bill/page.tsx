import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { DeductionBillList } from "@/components/deduction-bill/bill-list";
import { PageFrame } from "@/components/common/page-frame";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { deductionBillList } from "@/lib/contracts/erp-production/deduction-bill";

export async function generateMetadata() {
  const t = await getTranslations("deductionBill");
  return { title: t("title") };
}

export default async function DeductionBillPage({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(deductionBillList, searchParams)]);
  const t = await getTranslations("deductionBill");
  return (
    <PageFrame title={t("title")}>
      <DeductionBillList {...parsed} userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
