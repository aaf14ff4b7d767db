"use client";

import { useTranslations } from "next-intl";
import type { ReceiptRow } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { ReceiptDetail } from "./receipt-detail";

/** A receipt's detail and lines in a side drawer; its code loads with the first receipt opened. */
export function ReceiptDrawer({ receipt, onClose }: { receipt: ReceiptRow | null; onClose: () => void }) {
  const t = useTranslations();
  return (
    <Sheet open={receipt !== null} onOpenChange={(o) => !o && onClose()}>
      <SheetContent closeLabel={t("common.close")} className="w-full sm:max-w-[min(72rem,94vw)]" data-testid="receipt-drawer">
        <SheetHeader>
          <SheetTitle>{t("purchaseReceipt.detailTitle", { recno: receipt?.recno ?? "" })}</SheetTitle>
          <SheetDescription>{receipt ? `${receipt.noticeNo} · ${receipt.venno} ${receipt.venname}` : ""}</SheetDescription>
        </SheetHeader>
        <div className="px-4 pb-6">{receipt && <ReceiptDetail id={receipt.id} />}</div>
      </SheetContent>
    </Sheet>
  );
}
