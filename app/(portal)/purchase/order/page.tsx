import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { OrderList } from "@/components/purchase-order/order-list";
import { PageFrame } from "@/components/common/page-frame";

export async function generateMetadata() {
  const t = await getTranslations("purchaseOrder");
  return { title: t("title") };
}

export default async function PurchaseOrderPage() {
  const user = await requireUser();
  const t = await getTranslations("purchaseOrder");
  return (
    <PageFrame title={t("title")}>
      <OrderList userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
