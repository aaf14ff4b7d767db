import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { OrderPage } from "@/components/purchase-order/order-page";
import { orderNumber } from "@/components/purchase-order/order-number";
import { orderDetailParts } from "@/components/purchase-order/order-parts";
import { routeId } from "@/components/common/route-id";
import { purchaseOrderOps, purchaseOrderPdfPath } from "@/lib/contracts/erp-purchase/purchase-order";
import { documentDetail, type DocumentTitle } from "@/components/common/document-number";
import { DocumentTab } from "@/components/shell/document-tab";

type Props = { params: Promise<{ id: string }> };

async function pageTitle({ params }: Props): Promise<DocumentTitle> {
  const [t, id] = await Promise.all([getTranslations("purchaseOrder"), routeId(params)]);
  const pono = await orderNumber(id);
  return pono ? { title: t("detail.title", { pono }), no: pono } : { title: t("detailTitle") };
}

export const generateMetadata = pageTitle;

export default async function PurchaseOrderDetailPage({ params }: Props) {
  const [user, id] = await Promise.all([requireUser(), routeId(params)]);
  const initial = await documentDetail(purchaseOrderOps.detail, id);
  return (
    <>
      <DocumentTab {...await pageTitle({ params })} />
      <OrderPage orderId={id} userType={user.userType} initial={initial} parts={orderDetailParts()} pdfHref={purchaseOrderPdfPath(id)} />
    </>
  );
}
