import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { QuotationPage } from "@/components/quotation/quotation-page";
import { PageFrame } from "@/components/common/page-frame";

export async function generateMetadata() {
  const t = await getTranslations("quotation");
  return { title: t("title") };
}

export default async function QuotationQueryPage() {
  const user = await requireUser();
  const t = await getTranslations("quotation");
  return (
    <PageFrame title={t("title")}>
      <QuotationPage userNo={user.userNo} isSupplier={user.userType === "supplier"} />
    </PageFrame>
  );
}
