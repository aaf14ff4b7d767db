import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { SupplierInquiryView } from "@/components/quotation/quote-form";
import { BackLink } from "@/components/common/back-link";
import { PageFrame } from "@/components/common/page-frame";
import { routeId } from "@/components/common/route-id";
import { documentDetail, documentNumber, documentTitle, type DocumentTitle } from "@/components/common/document-number";
import { quotationOps } from "@/lib/contracts/erp-purchase/quotation";
import { DocumentTab } from "@/components/shell/document-tab";

type Props = { params: Promise<{ id: string }> };

async function pageTitle({ params }: { params: Promise<{ id: string }> }): Promise<DocumentTitle> {
  const [t, id] = await Promise.all([getTranslations("quotation"), routeId(params)]);
  return documentTitle(t("inquiryFallback"), await documentNumber(quotationOps.inquiry, id, (d) => d.inquiryNo));
}

export const generateMetadata = pageTitle;

export default async function SupplierInquiryPage({ params }: Props) {
  const [user, id] = await Promise.all([requireUser(), routeId(params)]);
  // An inquiry's notifications link here (lib/notification/href.ts); its company's staff read it on their own detail.
  if (user.userType !== "supplier") redirect(`/purchase/inquiry/${id}`);
  const [t, initial] = await Promise.all([getTranslations("quotation"), documentDetail(quotationOps.inquiry, id)]);
  return (
    <>
      <DocumentTab {...await pageTitle({ params })} />
      <PageFrame title={t("inquiryFallback")}>
        <BackLink href="/purchase/quotation" label={t("title")} />
        <SupplierInquiryView id={id} initial={initial} />
      </PageFrame>
    </>
  );
}
