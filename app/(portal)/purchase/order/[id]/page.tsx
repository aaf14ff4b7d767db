import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { OrderPage } from "@/components/purchase-order/order-page";
import { routeId } from "@/components/common/route-id";

export async function generateMetadata() {
  const t = await getTranslations("purchaseOrder");
  return { title: t("detailTitle") };
}

export default async function PurchaseOrderDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const [user, id] = await Promise.all([requireUser(), routeId(params)]);
  return <OrderPage orderId={id} userType={user.userType} />;
}
