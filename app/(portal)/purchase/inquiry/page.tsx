import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { InquiryList } from "@/components/price-inquiry/inquiry-list";
import { PageFrame } from "@/components/common/page-frame";
import { firstListPage, type PageSearch } from "@/lib/portal/first-page";
import { priceInquiryList } from "@/lib/contracts/erp-purchase/price-inquiry";
import { inquiryTableState } from "@/components/price-inquiry/state";

export async function generateMetadata() {
  const t = await getTranslations("priceInquiry");
  return { title: t("title") };
}

export default async function PriceInquiryPage({ searchParams }: PageSearch) {
  const [user, initial] = await Promise.all([requireUser(), firstListPage(priceInquiryList.list, inquiryTableState, searchParams)]);
  const t = await getTranslations("priceInquiry");
  return (
    <PageFrame title={t("title")}>
      <InquiryList initial={initial} userNo={user.userNo} />
    </PageFrame>
  );
}
