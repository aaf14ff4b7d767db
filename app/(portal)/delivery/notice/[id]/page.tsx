import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { NoticeDetail } from "@/components/delivery-notice/notice-detail";
import { routeId } from "@/components/common/route-id";
import { documentDetail, documentNumber, documentTitle, type DocumentTitle } from "@/components/common/document-number";
import { deliveryNoticeOps } from "@/lib/contracts/erp-purchase/delivery-notice";
import { DocumentTab } from "@/components/shell/document-tab";
import { addressOf } from "@/lib/contracts/kit/operation";

async function pageTitle({ params }: { params: Promise<{ id: string }> }): Promise<DocumentTitle> {
  const [t, id] = await Promise.all([getTranslations("deliveryNotice"), routeId(params)]);
  return documentTitle(t("detailTitle"), await documentNumber(deliveryNoticeOps.detail, id, (d) => d.noticeNo));
}

export const generateMetadata = pageTitle;

export default async function DeliveryNoticeDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const [user, id] = await Promise.all([requireUser(), routeId(params)]);
  const initial = await documentDetail(deliveryNoticeOps.detail, id);
  return (
    <>
      <DocumentTab {...await pageTitle({ params })} />
      <NoticeDetail id={id} userType={user.userType} ops={{ detail: addressOf(deliveryNoticeOps.detail), audit: addressOf(deliveryNoticeOps.audit) }} initial={initial} />
    </>
  );
}
