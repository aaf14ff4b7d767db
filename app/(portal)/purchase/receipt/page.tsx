import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { ReceiptList } from "@/components/purchase-receipt/receipt-list";
import { PageFrame } from "@/components/common/page-frame";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { purchaseReceiptList } from "@/lib/contracts/erp-purchase/purchase-receipt";

export async function generateMetadata() {
  const t = await getTranslations("purchaseReceipt");
  return { title: t("title") };
}

export default async function PurchaseReceiptPage({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(purchaseReceiptList, searchParams)]);
  const t = await getTranslations("purchaseReceipt");
  return (
    <PageFrame title={t("title")}>
      <ReceiptList {...parsed} userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
