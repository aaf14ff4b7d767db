import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { OrderList } from "@/components/purchase/order/order-list";
import { PageFrame } from "@/components/purchase/page-frame";

export async function generateMetadata() {
  const t = await getTranslations("purchase");
  return { title: t("order.title") };
}

export default async function PurchaseOrderPage() {
  const user = await requireUser();
  const t = await getTranslations("purchase");
  return (
    <PageFrame title={t("order.title")}>
      <OrderList userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
