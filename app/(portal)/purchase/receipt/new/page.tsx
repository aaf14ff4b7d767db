import { getTranslations } from "next-intl/server";
import { idParam } from "@/lib/contracts/erp-purchase";
import { requireUser } from "@/lib/portal/user";
import { ReceiptNew } from "@/components/purchase-receipt/receipt-new";

export async function generateMetadata() {
  const t = await getTranslations("purchaseReceipt");
  return { title: t("form.title") };
}

export default async function RecordReceiptPage({ searchParams }: { searchParams: Promise<{ notice?: string | string[] }> }) {
  await requireUser();
  const notice = idParam.safeParse({ id: (await searchParams).notice });
  return <ReceiptNew noticeId={notice.success ? notice.data.id : null} />;
}
