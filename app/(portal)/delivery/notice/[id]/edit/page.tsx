import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { NoticeEdit } from "@/components/delivery-notice/notice-edit";
import { PageFrame } from "@/components/common/page-frame";
import { routeId } from "@/components/common/route-id";

export async function generateMetadata() {
  const t = await getTranslations("deliveryNotice");
  return { title: t("edit") };
}

export default async function EditDeliveryNoticePage({ params }: { params: Promise<{ id: string }> }) {
  const [user, id] = await Promise.all([requireUser(), routeId(params)]);
  const t = await getTranslations("deliveryNotice");
  return (
    <PageFrame title={t("edit")}>
      <div className="rounded-lg border bg-card p-4">
        <NoticeEdit id={id} userNo={user.userNo} userType={user.userType} />
      </div>
    </PageFrame>
  );
}
