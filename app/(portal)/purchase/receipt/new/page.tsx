import { getTranslations } from "next-intl/server";
import { idParam } from "@/lib/contracts/common";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/portal/user";
import { ReceiptNew } from "@/components/purchase-receipt/receipt-new";
import { receiptNewParts } from "@/components/purchase-receipt/receipt-new-parts";

export async function generateMetadata() {
  const t = await getTranslations("purchaseReceipt");
  return { title: t("form.title") };
}

export default async function RecordReceiptPage({ searchParams }: { searchParams: Promise<{ notice?: string | string[] }> }) {
  // recording a receipt is internal work (its route's audience): a supplier is never offered the form
  if ((await requireUser()).userType === "supplier") redirect("/401");
  const notice = idParam.safeParse({ id: (await searchParams).notice });
  return <ReceiptNew noticeId={notice.success ? notice.data.id : null} parts={receiptNewParts()} />;
}
