"use client";

import { useTranslations } from "next-intl";
import type { ReceiptRow } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { RecordDrawer } from "@/components/common/record-drawer";
import { ReceiptDetail } from "./receipt-detail";

/** A receipt's detail and lines in a side drawer; its code loads with the first receipt opened. */
export function ReceiptDrawer({ receipt, onClose }: { receipt: ReceiptRow | null; onClose: () => void }) {
  const t = useTranslations();
  return (
    <RecordDrawer
      open={receipt !== null}
      onClose={onClose}
      title={t("purchaseReceipt.detailTitle", { recno: receipt?.recno ?? "" })}
      description={receipt ? `${receipt.noticeNo} · ${receipt.venno} ${receipt.venname}` : ""}
      className="sm:max-w-[min(72rem,94vw)]"
      testId="receipt-drawer"
    >
      {receipt && <ReceiptDetail id={receipt.id} />}
    </RecordDrawer>
  );
}
