import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { NoticeList } from "@/components/delivery-notice/notice-list";
import { PageFrame } from "@/components/common/page-frame";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { deliveryNoticeList } from "@/lib/contracts/erp-purchase/delivery-notice";

export async function generateMetadata() {
  const t = await getTranslations("deliveryNotice");
  return { title: t("title") };
}

export default async function DeliveryNoticePage({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(deliveryNoticeList, searchParams)]);
  const t = await getTranslations("deliveryNotice");
  return (
    <PageFrame title={t("title")}>
      <NoticeList {...parsed} userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
