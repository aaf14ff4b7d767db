"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Download, FileSpreadsheet, Loader2 } from "lucide-react";
import { roleImportBytes, roleImportOps, type RoleImportReport } from "@/lib/contracts/base-data/role-import";
import { pathOf } from "@/lib/contracts/kit/operation";
import { uploadFile } from "@/lib/client/upload";
import { FileButton } from "@/components/common/file-button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { RoleImportDialogProps } from "./role-import";

const tone = { added: "text-emerald-800 dark:text-emerald-400", already: "text-muted-foreground", unknown: "text-amber-800 dark:text-amber-400", bad: "text-destructive" } as const;

/** RoleImport's dialog (loaded on first open): the report stays readable until the dialog closes. */
export default function RoleImportDialog({ role, open, onClose }: RoleImportDialogProps) {
  const t = useTranslations("roleImport");
  const [busy, setBusy] = useState<string | null>(null);
  const [report, setReport] = useState<RoleImportReport | null>(null);
  const pick = async (f: File) => {
    setBusy(f.name);
    setReport(null);
    try {
      const r = await uploadFile(roleImportOps.importUsers, f, { params: { id: role.id } });
      setReport(r);
    } catch {
      // the upload helper has shown the service's message (zip bomb, no header, wrong kind, too large)
    } finally {
      setBusy(null);
    }
  };
  return (
    // The role's screen reloads (and remounts this) once the dialog closes, so the report stays readable until then.
    <Dialog open={open} onOpenChange={(o) => {
      if (o) return;
      onClose(!!report?.added);
      setReport(null);
    }}>
      <DialogContent closeLabel={t("action")} className="sm:max-w-2xl" data-testid="role-import">
        <DialogHeader>
          <DialogTitle>{t("title", { role: role.name })}</DialogTitle>
          <DialogDescription>{t("intro")}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-3">
          <FileButton icon={<FileSpreadsheet aria-hidden="true" className="size-4" />} label={t("choose")} maxBytes={roleImportBytes} testId="role-import-file"
            accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel" onPick={(f) => void pick(f)} />
          <a href={`/api/${roleImportOps.template.service}${pathOf(roleImportOps.template)}`} download className="inline-flex items-center gap-1 text-sm text-primary underline">
            <Download aria-hidden="true" className="size-4" />{t("templateLink")}
          </a>
        </div>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {busy && <span className="inline-flex items-center gap-1"><Loader2 aria-hidden="true" className="size-3 animate-spin" />{t("reading", { name: busy })}</span>}
        </p>
        {report && (
          <div className="grid gap-2" data-testid="role-import-report">
            <p role="status" className="text-sm font-medium" data-testid="role-import-summary">{t("summary", { added: report.added, already: report.already, unknown: report.unknown, bad: report.bad })}</p>
            {report.rows.length === 0 ? <p className="text-sm text-muted-foreground">{t("empty")}</p> : (
              <div className="max-h-72 overflow-auto rounded-md border">
                <table className="w-full text-sm">
                  <thead className="sticky top-0 bg-muted text-left">
                    <tr>{(["row", "userNo", "outcome", "reason"] as const).map((c) => <th key={c} scope="col" className="px-2 py-1.5 font-medium">{t(`columns.${c}`)}</th>)}</tr>
                  </thead>
                  <tbody>
                    {report.rows.map((r) => (
                      <tr key={r.row} className="border-t" data-testid="role-import-row">
                        <td className="px-2 py-1 tabular-nums">{r.row}</td>
                        <td className="px-2 py-1">{r.userNo}</td>
                        <td className={`px-2 py-1 ${tone[r.outcome]}`}>{t(`outcomes.${r.outcome}`)}</td>
                        <td className="px-2 py-1">{r.reason}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
