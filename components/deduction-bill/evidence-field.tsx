"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { FileUp, Loader2, X } from "lucide-react";
import { deductionBillOps, type DeductionEvidence } from "@/lib/contracts/erp-production/deduction-bill";
import { deductionLimits } from "@/lib/contracts/erp-production/deduction-bill-values";
import { uploadFile } from "@/lib/client/upload";
import { Button } from "@/components/ui/button";

/** Evidence files uploaded as they are chosen (the service checks size, then magic bytes), with progress. */
export function EvidenceField({ files, onChange }: { files: DeductionEvidence[]; onChange: (f: DeductionEvidence[]) => void }) {
  const t = useTranslations("deductionBill.issue");
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const add = async (chosen: FileList | null) => {
    let all = files;
    for (const file of [...(chosen ?? [])].slice(0, deductionLimits.evidence - files.length)) {
      setUploading({ name: file.name, percent: 0 });
      try {
        const stored = await uploadFile(deductionBillOps.uploadEvidence, file, { onProgress: (percent) => setUploading({ name: file.name, percent }) });
        all = [...all, stored];
        onChange(all);
      } catch {
        // the upload helper has shown why; the other files still upload
      }
    }
    setUploading(null);
    if (input.current) input.current.value = "";
  };
  return (
    <div className="grid gap-2">
      {files.length > 0 && (
        <ul className="flex flex-wrap gap-2 text-sm" data-testid="issue-evidence-list">
          {files.map((f) => (
            <li key={f.id} className="flex items-center gap-1 rounded border border-border px-2 py-0.5">
              <a href={f.url} target="_blank" rel="noreferrer" className="underline-offset-2 hover:underline">{f.name}</a>
              <button type="button" aria-label={t("remove", { name: f.name })} onClick={() => onChange(files.filter((x) => x.id !== f.id))}>
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-center gap-2">
        <Button type="button" variant="outline" size="sm" disabled={uploading !== null || files.length >= deductionLimits.evidence} onClick={() => input.current?.click()}>
          {uploading ? <Loader2 aria-hidden="true" className="animate-spin" /> : <FileUp aria-hidden="true" />}
          {t("evidence", { max: deductionLimits.evidence })}
        </Button>
        {uploading && <span role="status" className="text-xs text-muted-foreground">{t("uploading", { name: uploading.name })} {uploading.percent}%</span>}
      </div>
      <input ref={input} type="file" multiple accept="image/png,image/jpeg,application/pdf" className="sr-only" tabIndex={-1} aria-hidden="true"
        onChange={(e) => void add(e.target.files)} data-testid="issue-evidence-input" />
    </div>
  );
}
