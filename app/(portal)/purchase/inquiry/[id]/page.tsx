import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { InquiryDetailView } from "@/components/price-inquiry/inquiry-detail";
import { BackLink } from "@/components/common/back-link";
import { PageFrame } from "@/components/common/page-frame";
import { routeId } from "@/components/common/route-id";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata() {
  const t = await getTranslations("priceInquiry");
  return { title: t("detailFallback") };
}

export default async function PriceInquiryDetailPage({ params }: Props) {
  const [, id] = await Promise.all([requireUser(), routeId(params)]);
  const t = await getTranslations("priceInquiry");
  return (
    <PageFrame title={t("detailFallback")}>
      <BackLink href="/purchase/inquiry" label={t("title")} />
      <InquiryDetailView id={id} />
    </PageFrame>
  );
}
