import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { NoticeForm } from "@/components/delivery-notice/notice-form";
import { noticeFormParts } from "@/components/delivery-notice/form-parts";
import { PageFrame } from "@/components/common/page-frame";

export async function generateMetadata() {
  const t = await getTranslations("deliveryNotice");
  return { title: t("new") };
}

export default async function NewDeliveryNoticePage() {
  const user = await requireUser();
  const t = await getTranslations("deliveryNotice");
  return (
    <PageFrame title={t("new")}>
      <div className="rounded-lg border bg-card p-4">
        <NoticeForm notice={null} userNo={user.userNo} userType={user.userType} parts={noticeFormParts()} />
      </div>
    </PageFrame>
  );
}
