import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { InquiryDetailView } from "@/components/price-inquiry/inquiry-detail";
import { BackLink } from "@/components/common/back-link";
import { PageFrame } from "@/components/common/page-frame";
import { routeId } from "@/components/common/route-id";
import { documentDetail, documentNumber, documentTitle, type DocumentTitle } from "@/components/common/document-number";
import { priceInquiryOps } from "@/lib/contracts/erp-purchase/price-inquiry";
import { DocumentTab } from "@/components/shell/document-tab";

type Props = { params: Promise<{ id: string }> };

async function pageTitle({ params }: { params: Promise<{ id: string }> }): Promise<DocumentTitle> {
  const [t, id] = await Promise.all([getTranslations("priceInquiry"), routeId(params)]);
  return documentTitle(t("detailFallback"), await documentNumber(priceInquiryOps.detail, id, (d) => d.inquiryNo));
}

export const generateMetadata = pageTitle;

export default async function PriceInquiryDetailPage({ params }: Props) {
  const [, id] = await Promise.all([requireUser(), routeId(params)]);
  const [t, initial] = await Promise.all([getTranslations("priceInquiry"), documentDetail(priceInquiryOps.detail, id)]);
  return (
    <>
      <DocumentTab {...await pageTitle({ params })} />
      <PageFrame title={t("detailFallback")}>
        <BackLink href="/purchase/inquiry" label={t("title")} />
        <InquiryDetailView id={id} initial={initial} />
      </PageFrame>
    </>
  );
}
