"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Loader2, Paperclip } from "lucide-react";
import { invoiceFileBytes, invoiceOps, type UploadedInvoiceFile } from "@/lib/contracts/erp-purchase/reconciliation-invoice";
import { uploadFile } from "@/lib/client/upload";
import { FileButton } from "@/components/common/file-button";

/**
 * Picks a PNG, JPG/JPEG or PDF and uploads it at once (the service checks size first, then the magic
 * bytes; its refusal message is shown). Answers the stored file.
 */
export function FilePick({ id, label, file, onFile, invalid, testId }: {
  id?: string;
  label: string;
  file: UploadedInvoiceFile | null;
  onFile: (f: UploadedInvoiceFile | null) => void;
  invalid?: boolean;
  testId?: string;
}) {
  const t = useTranslations("reconciliationStatement.invoice");
  const [busy, setBusy] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const pick = async (f: File) => {
    onFile(null);
    setBusy(f.name);
    setProgress(0);
    try {
      onFile(await uploadFile(invoiceOps.upload, f, { onProgress: setProgress }));
    } catch {
      // the upload helper has shown the service's message (too large, wrong type, empty)
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="grid gap-1">
      <FileButton id={id} icon={<Paperclip aria-hidden="true" className="size-4" />} label={label} accept=".png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf"
        maxBytes={invoiceFileBytes} invalid={invalid} testId={testId} onPick={(f) => void pick(f)} />
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {busy ? (
          <span className="inline-flex items-center gap-1"><Loader2 aria-hidden="true" className="size-3 animate-spin" />{t("uploading", { name: busy })} {progress}%</span>
        ) : file ? (
          <span data-testid="file-uploaded">{t("uploaded", { name: file.name })}{file.scripted ? ` · ${t("scripted")}` : ""}</span>
        ) : null}
      </p>
    </div>
  );
}
