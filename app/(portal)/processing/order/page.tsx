import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { ProcessingOrderList } from "@/components/processing-order/order-list";
import { PageFrame } from "@/components/common/page-frame";

export async function generateMetadata() {
  const t = await getTranslations("processingOrder");
  return { title: t("title") };
}

export default async function ProcessingOrderPage() {
  const user = await requireUser();
  const t = await getTranslations("processingOrder");
  return (
    <PageFrame title={t("title")}>
      <ProcessingOrderList userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
