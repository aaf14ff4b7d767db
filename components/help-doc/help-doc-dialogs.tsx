"use client";

import { useTranslations } from "next-intl";
import type { HelpDocumentRow } from "@/lib/contracts/base-data/help-doc";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DocumentPreview, DownloadLink } from "./preview";
import { UploadDialog } from "./upload-dialog";

export type HelpDocDialog = { kind: "upload" } | { kind: "preview"; row: HelpDocumentRow };

/** A document's preview or the upload form; their code (and the upload's contract) loads with the first one opened. */
export function HelpDocDialogs({ dialog, onUploaded, onClose }: { dialog: HelpDocDialog | null; onUploaded: () => void; onClose: () => void }) {
  const t = useTranslations();
  const preview = dialog?.kind === "preview" ? dialog.row : null;
  return (
    <>
      <UploadDialog open={dialog?.kind === "upload"} onClose={onClose} onUploaded={onUploaded} />
      <Dialog open={preview !== null} onOpenChange={(o) => !o && onClose()}>
        <DialogContent closeLabel={t("common.close")} className="max-h-[95vh] overflow-y-auto sm:max-w-4xl" data-testid="help-doc-preview-dialog">
          <DialogHeader>
            <DialogTitle>{preview?.title}</DialogTitle>
            <DialogDescription>{preview?.description || t("helpDoc.noDescription")}</DialogDescription>
          </DialogHeader>
          {preview && <DocumentPreview doc={preview} />}
          {preview && <div className="flex justify-end"><DownloadLink doc={preview} /></div>}
        </DialogContent>
      </Dialog>
    </>
  );
}
