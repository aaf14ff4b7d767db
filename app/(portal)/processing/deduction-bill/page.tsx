import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { DeductionBillList } from "@/components/deduction-bill/bill-list";
import { PageFrame } from "@/components/common/page-frame";

export async function generateMetadata() {
  const t = await getTranslations("deductionBill");
  return { title: t("title") };
}

export default async function DeductionBillPage() {
  const user = await requireUser();
  const t = await getTranslations("deductionBill");
  return (
    <PageFrame title={t("title")}>
      <DeductionBillList userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
