import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { InquiryList } from "@/components/price-inquiry/inquiry-list";
import { PageFrame } from "@/components/common/page-frame";

export async function generateMetadata() {
  const t = await getTranslations("priceInquiry");
  return { title: t("title") };
}

export default async function PriceInquiryPage() {
  const user = await requireUser();
  const t = await getTranslations("priceInquiry");
  return (
    <PageFrame title={t("title")}>
      <InquiryList userNo={user.userNo} />
    </PageFrame>
  );
}
