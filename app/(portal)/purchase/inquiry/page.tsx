import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { InquiryList } from "@/components/price-inquiry/inquiry-list";
import { PageFrame } from "@/components/common/page-frame";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { viewOf } from "@/lib/contracts/kit/list";
import { priceInquiryList } from "@/lib/contracts/erp-purchase/price-inquiry";
import { inquiryTableState } from "@/components/price-inquiry/state";

export async function generateMetadata() {
  const t = await getTranslations("priceInquiry");
  return { title: t("title") };
}

export default async function PriceInquiryPage({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(priceInquiryList.list, inquiryTableState, searchParams)]);
  const t = await getTranslations("priceInquiry");
  return (
    <PageFrame title={t("title")}>
      <InquiryList {...parsed} view={viewOf(priceInquiryList)} userNo={user.userNo} />
    </PageFrame>
  );
}
