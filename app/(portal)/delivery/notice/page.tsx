import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { NoticeList } from "@/components/delivery-notice/notice-list";
import { PageFrame } from "@/components/common/page-frame";
import { firstListPage, type PageSearch } from "@/lib/portal/first-page";
import { deliveryNoticeList } from "@/lib/contracts/erp-purchase/delivery-notice";
import { noticeTableState } from "@/components/delivery-notice/state";

export async function generateMetadata() {
  const t = await getTranslations("deliveryNotice");
  return { title: t("title") };
}

export default async function DeliveryNoticePage({ searchParams }: PageSearch) {
  const [user, initial] = await Promise.all([requireUser(), firstListPage(deliveryNoticeList.list, noticeTableState, searchParams)]);
  const t = await getTranslations("deliveryNotice");
  return (
    <PageFrame title={t("title")}>
      <NoticeList initial={initial} userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
