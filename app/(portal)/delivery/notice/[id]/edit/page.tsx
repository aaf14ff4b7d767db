import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { NoticeEdit } from "@/components/delivery-notice/notice-edit";
import { noticeFormParts } from "@/components/delivery-notice/form-parts";
import { PageFrame } from "@/components/common/page-frame";
import { routeId } from "@/components/common/route-id";
import { documentDetail, documentNumber, documentTitle, type DocumentTitle } from "@/components/common/document-number";
import { deliveryNoticeOps } from "@/lib/contracts/erp-purchase/delivery-notice";
import { DocumentTab } from "@/components/shell/document-tab";

async function pageTitle({ params }: { params: Promise<{ id: string }> }): Promise<DocumentTitle> {
  const [t, id] = await Promise.all([getTranslations("deliveryNotice"), routeId(params)]);
  return documentTitle(t("detailTitle"), await documentNumber(deliveryNoticeOps.detail, id, (d) => d.noticeNo), "documentEditTitle");
}

export const generateMetadata = pageTitle;

export default async function EditDeliveryNoticePage({ params }: { params: Promise<{ id: string }> }) {
  const [user, id] = await Promise.all([requireUser(), routeId(params)]);
  const [t, initial] = await Promise.all([getTranslations("deliveryNotice"), documentDetail(deliveryNoticeOps.detail, id)]);
  return (
    <>
      <DocumentTab {...await pageTitle({ params })} />
      <PageFrame title={t("edit")}>
        <div className="rounded-lg border bg-card p-4">
          <NoticeEdit id={id} userNo={user.userNo} userType={user.userType} parts={noticeFormParts()} initial={initial} />
        </div>
      </PageFrame>
    </>
  );
}
