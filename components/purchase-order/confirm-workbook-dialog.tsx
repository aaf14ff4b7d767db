"use client";

import { useTranslations } from "next-intl";
import { confirmWorkbookBytes, maxScheduleLines, purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import { pathOf } from "@/lib/contracts/kit/operation";
import { uploadFile } from "@/lib/client/upload";
import { WorkbookDialog } from "@/components/common/workbook-dialog";
import type { WorkbookDialogProps } from "@/components/common/workbook-entry";

/** ConfirmWorkbook's dialog (loaded on first open). */
export default function ConfirmWorkbookDialog(props: WorkbookDialogProps) {
  const t = useTranslations("purchaseOrder.workbook");
  return (
    <WorkbookDialog {...props} namespace="purchaseOrder.workbook" testId="confirm-workbook" maxBytes={confirmWorkbookBytes}
      note={t("split", { max: maxScheduleLines })}
      downloadHref={`/api/${purchaseOrderOps.workbook.service}${pathOf(purchaseOrderOps.workbook)}`}
      send={(f, applyValid) => uploadFile(purchaseOrderOps.workbookUpload, f, { query: applyValid ? { applyValid: "true" } : {} })} />
  );
}
