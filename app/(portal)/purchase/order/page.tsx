import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { OrderList } from "@/components/purchase-order/order-list";
import { PageFrame } from "@/components/common/page-frame";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { purchaseOrderList } from "@/lib/contracts/erp-purchase/purchase-order";

export async function generateMetadata() {
  const t = await getTranslations("purchaseOrder");
  return { title: t("title") };
}

export default async function PurchaseOrderPage({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(purchaseOrderList, searchParams)]);
  const t = await getTranslations("purchaseOrder");
  return (
    <PageFrame title={t("title")}>
      <OrderList {...parsed} userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
