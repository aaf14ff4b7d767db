import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { ReceiptList } from "@/components/purchase-receipt/receipt-list";
import { PageFrame } from "@/components/common/page-frame";

export async function generateMetadata() {
  const t = await getTranslations("purchaseReceipt");
  return { title: t("title") };
}

export default async function PurchaseReceiptPage() {
  const user = await requireUser();
  const t = await getTranslations("purchaseReceipt");
  return (
    <PageFrame title={t("title")}>
      <ReceiptList userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
