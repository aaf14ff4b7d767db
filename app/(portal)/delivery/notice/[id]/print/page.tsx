import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/portal/user";
import { NoticePrint } from "@/components/delivery-notice/notice-print";
import { routeId } from "@/components/common/route-id";
import { documentDetail, documentNumber, documentTitle, type DocumentTitle } from "@/components/common/document-number";
import { deliveryNoticeOps } from "@/lib/contracts/erp-purchase/delivery-notice";
import { DocumentTab } from "@/components/shell/document-tab";

async function pageTitle({ params }: { params: Promise<{ id: string }> }): Promise<DocumentTitle> {
  const [t, id] = await Promise.all([getTranslations("deliveryNotice"), routeId(params)]);
  return documentTitle(t("detailTitle"), await documentNumber(deliveryNoticeOps.detail, id, (d) => d.noticeNo), "documentPrintTitle");
}

export const generateMetadata = pageTitle;

/** The dedicated print page of a delivery notice (Code128 barcode, printed with react-to-print). */
export default async function DeliveryNoticePrintPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const id = await routeId(params);
  const notice = await documentDetail(deliveryNoticeOps.detail, id);
  if (!notice) notFound();
  return (
    <>
      <DocumentTab {...await pageTitle({ params })} />
      <NoticePrint notice={notice} user={user} />
    </>
  );
}
