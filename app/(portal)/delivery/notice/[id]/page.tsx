import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { NoticeDetail } from "@/components/delivery-notice/notice-detail";
import { routeId } from "@/components/common/route-id";

export async function generateMetadata() {
  const t = await getTranslations("deliveryNotice");
  return { title: t("detailTitle") };
}

export default async function DeliveryNoticeDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const [user, id] = await Promise.all([requireUser(), routeId(params)]);
  return <NoticeDetail id={id} userType={user.userType} />;
}
