"use client";

import { useTranslations } from "next-intl";
import { openedOnce } from "@/components/common/client-only";
import { WorkbookEntry, type WorkbookDialogProps } from "@/components/common/workbook-entry";

const NoticeWorkbookDialog = openedOnce<WorkbookDialogProps>(() => import("./notice-workbook-dialog"), (p) => p.open);

/** Creates notices offline: download the lines that can ship, upload them filled; one notice per receiving site. */
export function NoticeWorkbook({ onApplied }: { onApplied: () => void }) {
  const t = useTranslations("deliveryNotice.workbook");
  return <WorkbookEntry label={t("action")} testId="notice-workbook" dialog={NoticeWorkbookDialog} onApplied={onApplied} />;
}
