import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { OrderPage } from "@/components/purchase-order/order-page";
import { orderNumber } from "@/components/purchase-order/order-number";
import { routeId } from "@/components/common/route-id";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  const [t, id] = await Promise.all([getTranslations("purchaseOrder"), routeId(params)]);
  const pono = await orderNumber(id);
  return { title: pono ? t("detail.title", { pono }) : t("detailTitle") };
}

export default async function PurchaseOrderDetailPage({ params }: Props) {
  const [user, id] = await Promise.all([requireUser(), routeId(params)]);
  const pono = await orderNumber(id);
  return <OrderPage orderId={id} userType={user.userType} pono={pono} />;
}
