import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { SupplierInquiryView } from "@/components/quotation/quote-form";
import { BackLink } from "@/components/common/back-link";
import { PageFrame } from "@/components/common/page-frame";
import { routeId } from "@/components/common/route-id";
import { documentNumber, documentTitle } from "@/components/common/document-number";
import { quotationOps } from "@/lib/contracts/erp-purchase/quotation";
import { DocumentTab } from "@/components/shell/document-tab";

type Props = { params: Promise<{ id: string }> };

async function pageTitle({ params }: { params: Promise<{ id: string }> }): Promise<{ title: string }> {
  const [t, id] = await Promise.all([getTranslations("quotation"), routeId(params)]);
  return documentTitle(t("inquiryFallback"), await documentNumber(quotationOps.inquiry, id, (d) => d.inquiryNo));
}

export const generateMetadata = pageTitle;

export default async function SupplierInquiryPage({ params }: Props) {
  const [, id] = await Promise.all([requireUser(), routeId(params)]);
  const t = await getTranslations("quotation");
  return (
    <>
      <DocumentTab title={(await pageTitle({ params })).title} />
      <PageFrame title={t("inquiryFallback")}>
        <BackLink href="/purchase/quotation" label={t("title")} />
        <SupplierInquiryView id={id} />
      </PageFrame>
    </>
  );
}
