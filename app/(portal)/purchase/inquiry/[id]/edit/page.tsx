import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { InquiryEdit } from "@/components/price-inquiry/inquiry-edit";
import { BackLink } from "@/components/common/back-link";
import { PageFrame } from "@/components/common/page-frame";
import { routeId } from "@/components/common/route-id";
import { documentDetail, documentNumber, documentTitle, type DocumentTitle } from "@/components/common/document-number";
import { priceInquiryOps } from "@/lib/contracts/erp-purchase/price-inquiry";
import { DocumentTab } from "@/components/shell/document-tab";

type Props = { params: Promise<{ id: string }> };

async function pageTitle({ params }: { params: Promise<{ id: string }> }): Promise<DocumentTitle> {
  const [t, id] = await Promise.all([getTranslations("priceInquiry"), routeId(params)]);
  return documentTitle(t("detailFallback"), await documentNumber(priceInquiryOps.detail, id, (d) => d.inquiryNo), "documentEditTitle");
}

export const generateMetadata = pageTitle;

export default async function EditPriceInquiryPage({ params }: Props) {
  const [, id] = await Promise.all([requireUser(), routeId(params)]);
  const [t, initial] = await Promise.all([getTranslations("priceInquiry"), documentDetail(priceInquiryOps.detail, id)]);
  return (
    <>
      <DocumentTab {...await pageTitle({ params })} />
      <PageFrame title={t("detailFallback")}>
        <BackLink href={`/purchase/inquiry/${id}`} label={t("detailFallback")} />
        <InquiryEdit id={id} initial={initial} />
      </PageFrame>
    </>
  );
}
