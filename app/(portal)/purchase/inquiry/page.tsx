import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { InquiryList } from "@/components/price-inquiry/inquiry-list";
import { PageFrame } from "@/components/common/page-frame";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { priceInquiryList } from "@/lib/contracts/erp-purchase/price-inquiry";

export async function generateMetadata() {
  const t = await getTranslations("priceInquiry");
  return { title: t("title") };
}

export default async function PriceInquiryPage({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(priceInquiryList, searchParams)]);
  const t = await getTranslations("priceInquiry");
  return (
    <PageFrame title={t("title")}>
      <InquiryList {...parsed} userNo={user.userNo} />
    </PageFrame>
  );
}
