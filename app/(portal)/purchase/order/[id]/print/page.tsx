import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { routeId } from "@/components/common/route-id";
import { documentTitle, type DocumentTitle } from "@/components/common/document-number";
import { orderNumber } from "@/components/purchase-order/order-number";
import { OrderPrint } from "@/components/purchase-order/order-print";
import { DocumentTab } from "@/components/shell/document-tab";

async function pageTitle({ params }: { params: Promise<{ id: string }> }): Promise<DocumentTitle> {
  const [t, id] = await Promise.all([getTranslations("purchaseOrder.document"), routeId(params)]);
  return documentTitle(t("title"), await orderNumber(id), "documentPrintTitle");
}

export const generateMetadata = pageTitle;

/** The print page of a purchase order: rendered whole on the server, barcode included, for either side. */
export default async function PurchaseOrderPrintPage({ params }: { params: Promise<{ id: string }> }) {
  await requireUser();
  const id = await routeId(params);
  return (
    <>
      <DocumentTab {...await pageTitle({ params })} />
      <OrderPrint id={id} />
    </>
  );
}
