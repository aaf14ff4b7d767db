"use client";

import { Fragment, useState } from "react";
import { useTranslations } from "next-intl";
import { Download, FileSpreadsheet, Loader2 } from "lucide-react";
import type { WorkbookReport } from "@/lib/contracts/erp-purchase/workbook";
import { FileButton } from "@/components/common/file-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { WorkbookDialogProps } from "./workbook-entry";

const tone = { applied: "text-emerald-800 dark:text-emerald-400", valid: "text-muted-foreground", skipped: "text-muted-foreground", bad: "text-destructive" } as const;

/**
 * An Excel round trip's dialog (loaded on first open, through its module's own): the template's link, the upload,
 * and the service's report row by row, which stays readable until the dialog closes; "apply the valid rows" sends
 * the same file again.
 */
export function WorkbookDialog({ open, onClose, namespace, testId, downloadHref, maxBytes, note, send: upload }: WorkbookDialogProps & {
  namespace: "purchaseOrder.workbook" | "deliveryNotice.workbook";
  testId: string;
  downloadHref: string;
  maxBytes: number;
  /** A round trip's own hint under the introduction. */
  note?: string;
  send: (file: File, applyValid: boolean) => Promise<WorkbookReport>;
}) {
  const t = useTranslations(namespace);
  const [busy, setBusy] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<WorkbookReport | null>(null);
  const [applied, setApplied] = useState(false);
  const send = async (f: File, applyValid: boolean) => {
    setBusy(f.name);
    setFile(f);
    setReport(null);
    try {
      const r = await upload(f, applyValid);
      setReport(r);
      if (r.documents > 0) setApplied(true);
    } catch {
      // the upload helper has shown the service's message (zip bomb, unreadable, wrong kind, too large)
    } finally {
      setBusy(null);
    }
  };
  const filled = report?.report.filter((r) => r.outcome !== "skipped") ?? [];
  const summary = (r: WorkbookReport) =>
    !r.applied ? t("refused", { bad: r.bad }) : r.bad ? t("partly", { documents: r.documents, rows: r.rows, bad: r.bad }) : t("applied", { documents: r.documents, rows: r.rows });
  return (
    <Dialog open={open} onOpenChange={(o) => {
      if (o) return;
      onClose(applied);
      setReport(null);
      setApplied(false);
    }}>
      <DialogContent closeLabel={t("action")} className="sm:max-w-3xl" data-testid={testId}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("intro")}</DialogDescription>
          {note && <p className="text-sm text-muted-foreground" data-testid={`${testId}-note`}>{note}</p>}
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-3">
          <a href={downloadHref} download data-testid={`${testId}-download`} className="inline-flex items-center gap-1 text-sm text-primary underline">
            <Download aria-hidden="true" className="size-4" />{t("download")}
          </a>
          <FileButton icon={<FileSpreadsheet aria-hidden="true" className="size-4" />} label={t("choose")} maxBytes={maxBytes} testId={`${testId}-file`}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onPick={(f) => void send(f, false)} />
        </div>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {busy && <span className="inline-flex items-center gap-1"><Loader2 aria-hidden="true" className="size-3 animate-spin" />{t("reading", { name: busy })}</span>}
        </p>
        {report && (
          <div className="grid gap-2" data-testid={`${testId}-report`}>
            <p role="status" className={`text-sm font-medium ${report.applied ? "" : "text-destructive"}`} data-testid={`${testId}-summary`}>
              {filled.length === 0 ? t("empty") : summary(report)}
            </p>
            {!report.applied && file && (
              <div>
                <Button type="button" size="sm" variant="outline" disabled={!!busy} onClick={() => void send(file, true)} data-testid={`${testId}-apply-valid`}
                  className="h-auto min-h-8 whitespace-normal text-left">
                  {t("applyValid")}
                </Button>
              </div>
            )}
            {filled.length > 0 && (
              <div className="max-h-80 overflow-auto rounded-md border">
                <table className="w-full text-sm">
                  <thead className="sticky top-0 bg-muted text-left">
                    <tr>{(["row", "pono", "lineNo", "outcome", "reason"] as const).map((c) => (
                      <th key={c} scope="col" className={`px-2 py-1.5 font-medium whitespace-nowrap ${c === "reason" ? "hidden sm:table-cell" : ""}`}>{t(`columns.${c}`)}</th>
                    ))}</tr>
                  </thead>
                  <tbody>
                    {filled.map((r) => (
                      <Fragment key={r.row}>
                        <tr className="border-t align-top" data-testid={`${testId}-row`} data-outcome={r.outcome}>
                          <td className="px-2 py-1 tabular-nums">{r.row}</td>
                          <td className="px-2 py-1 whitespace-nowrap">{r.pono}</td>
                          <td className="px-2 py-1 tabular-nums">{r.lineNo}</td>
                          <td className={`px-2 py-1 sm:whitespace-nowrap ${tone[r.outcome]}`}>{t(`outcomes.${r.outcome}`)}</td>
                          <td className="hidden px-2 py-1 break-words sm:table-cell">{r.reason}</td>
                        </tr>
                        {/* A phone has no width for a fifth column: the message goes under its row. */}
                        {r.reason && <tr className="sm:hidden" data-testid={`${testId}-row-reason`}><td colSpan={4} className="px-2 pb-1.5 break-words">{r.reason}</td></tr>}
                      </Fragment>
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
