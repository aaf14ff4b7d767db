"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { FileSpreadsheet } from "lucide-react";
import { openedOnce } from "@/components/common/client-only";
import { Button } from "@/components/ui/button";

export interface ConfirmWorkbookDialogProps { open: boolean; onClose: (applied: boolean) => void }

const ConfirmWorkbookDialog = openedOnce<ConfirmWorkbookDialogProps>(() => import("./confirm-workbook-dialog"), (p) => p.open);

/** Confirms many lines offline: download the open lines, upload them filled; the service answers a report row by row. */
export function ConfirmWorkbook({ onApplied }: { onApplied: () => void }) {
  const t = useTranslations("purchaseOrder.workbook");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)} data-testid="confirm-workbook-open">
        <FileSpreadsheet aria-hidden="true" />{t("action")}
      </Button>
      <ConfirmWorkbookDialog open={open} onClose={(applied) => {
        setOpen(false);
        if (applied) onApplied();
      }} />
    </>
  );
}
