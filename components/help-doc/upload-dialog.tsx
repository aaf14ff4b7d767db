"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { helpDocInput, helpDocLimits, helpDocumentOps, type HelpDocInput } from "@/lib/contracts/base-data/help-doc";
import { uploadFile } from "@/lib/client/upload";
import { useContractForm } from "@/components/common/use-contract-form";
import { Textarea } from "@/components/common/textarea";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

const accept = ".pdf,.docx,.xlsx,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg";
const megabytes = helpDocLimits.bytes / 1024 / 1024;

function UploadForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations("helpDoc");
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const initial: HelpDocInput = { title: "", description: "" };
  const f = useContractForm(helpDocInput, initial, {
    // The size is checked here only to spare a long upload; the service checks it again, then the magic bytes.
    check: (): Record<string, string[]> => {
      if (!file) return { file: [t("fileRequired")] };
      return file.size > helpDocLimits.bytes ? { file: [t("fileTooLarge", { max: megabytes })] } : {};
    },
    onSubmit: async (query) => {
      setProgress(0);
      try {
        return await uploadFile(helpDocumentOps.upload, file!, { query: { title: query.title, description: query.description }, onProgress: setProgress });
      } finally {
        setProgress(null);
      }
    },
    onSuccess: onDone,
    successMessage: "helpDoc.uploaded",
  });
  return (
    <form onSubmit={f.submit} className="grid gap-3" noValidate aria-label={t("uploadTitle")}>
      <FormField label={t("columns.title")} error={f.errorOf("title")} required>
        <Input autoComplete="off" {...f.field("title")} data-testid="help-doc-title" />
      </FormField>
      <FormField label={t("columns.description")} error={f.errorOf("description")}>
        <Textarea rows={3} {...f.field("description")} />
      </FormField>
      <FormField label={t("file")} hint={t("fileHint", { max: megabytes })} error={f.errorOf("file")} required>
        <Input type="file" accept={accept} data-testid="help-doc-file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </FormField>
      <Button type="submit" disabled={f.pending} aria-busy={f.pending} data-testid="help-doc-submit">
        {progress !== null ? t("uploading", { percent: progress }) : t("upload")}
      </Button>
    </form>
  );
}

/** An admin uploads a document with its title and description; the list's upload button opens it. */
export function UploadDialog({ open, onClose, onUploaded }: { open: boolean; onClose: () => void; onUploaded: () => void }) {
  const t = useTranslations("helpDoc");
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("uploadTitle")}</DialogTitle>
          <DialogDescription>{t("uploadBody", { max: megabytes })}</DialogDescription>
        </DialogHeader>
        <UploadForm onDone={onUploaded} />
      </DialogContent>
    </Dialog>
  );
}
