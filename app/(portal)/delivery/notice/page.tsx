import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { NoticeList } from "@/components/delivery-notice/notice-list";
import { PageFrame } from "@/components/common/page-frame";

export async function generateMetadata() {
  const t = await getTranslations("deliveryNotice");
  return { title: t("title") };
}

export default async function DeliveryNoticePage() {
  const user = await requireUser();
  const t = await getTranslations("deliveryNotice");
  return (
    <PageFrame title={t("title")}>
      <NoticeList userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
