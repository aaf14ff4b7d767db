"use client";

import { deliveryNoticeOps } from "@/lib/contracts/erp-purchase/delivery-notice";
import { workbookBytes } from "@/lib/contracts/erp-purchase/workbook";
import { pathOf } from "@/lib/contracts/kit/operation";
import { uploadFile } from "@/lib/client/upload";
import { WorkbookDialog } from "@/components/common/workbook-dialog";
import type { WorkbookDialogProps } from "@/components/common/workbook-entry";

/** NoticeWorkbook's dialog (loaded on first open). */
export default function NoticeWorkbookDialog(props: WorkbookDialogProps) {
  return (
    <WorkbookDialog {...props} namespace="deliveryNotice.workbook" testId="notice-workbook" maxBytes={workbookBytes}
      downloadHref={`/api/${deliveryNoticeOps.workbook.service}${pathOf(deliveryNoticeOps.workbook)}`}
      send={(f, applyValid) => uploadFile(deliveryNoticeOps.workbookUpload, f, { query: applyValid ? { applyValid: "true" } : {} })} />
  );
}
