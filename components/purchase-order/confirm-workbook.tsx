"use client";

import { useTranslations } from "next-intl";
import { openedOnce } from "@/components/common/client-only";
import { WorkbookEntry, type WorkbookDialogProps } from "@/components/common/workbook-entry";

const ConfirmWorkbookDialog = openedOnce<WorkbookDialogProps>(() => import("./confirm-workbook-dialog"), (p) => p.open);

/** Confirms many lines offline: download the open lines, upload them filled; the service answers a report row by row. */
export function ConfirmWorkbook({ onApplied }: { onApplied: () => void }) {
  const t = useTranslations("purchaseOrder.workbook");
  return <WorkbookEntry label={t("action")} testId="confirm-workbook" dialog={ConfirmWorkbookDialog} onApplied={onApplied} />;
}
