"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Download, Loader2 } from "lucide-react";
import { labelTemplateIds, type LabelTemplateId } from "@/lib/contracts/label/fields";
import type { LabelTask } from "@/lib/contracts/label/batch";
import { pathOf } from "@/lib/contracts/kit/operation";
import { callOp, requestBlob } from "@/lib/client/request";
import { RequireRights } from "@/components/rights/require-rights";
import { saveBlob } from "@/components/data-table";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { LazySelect } from "@/components/ui/lazy-select";
import { labelScreens, type LabelScreen } from "./screens";

const pollMs = 400;

export interface DownloadPanelProps {
  batchId: number;
  template: LabelTemplateId;
  onDone: () => void;
  screen: LabelScreen;
}

/** The PDF download as a task: start, a progress bar from the task row, then the file. */
export function DownloadPanel({ batchId, template, onDone, screen }: DownloadPanelProps) {
  const t = useTranslations();
  const { ops, download: right } = labelScreens[screen];
  const [format, setFormat] = useState<LabelTemplateId>(template);
  const [task, setTask] = useState<LabelTask | null>(null);
  const [starting, setStarting] = useState(false);
  const running = task?.state === "running" || task?.state === "queued";

  useEffect(() => {
    if (!task || !running) return;
    const timer = setTimeout(() => {
      callOp(ops.task, { params: { id: task.id } }).then(setTask, () => setTask(null));
    }, pollMs);
    return () => clearTimeout(timer);
  }, [task, running, ops.task]);

  useEffect(() => {
    if (task?.state === "done") onDone();
  }, [task?.state, onDone]);

  const start = async () => {
    setStarting(true);
    try {
      setTask(await callOp(ops.download, { params: { id: batchId }, body: { template: format, count: 0 } }));
    } catch {
      // the request helper has shown the message (e.g. download task busy)
    } finally {
      setStarting(false);
    }
  };
  const save = async () => {
    if (!task) return;
    const op = ops.file;
    saveBlob(await requestBlob(op.service, pathOf(op, { id: task.id })), task.fileName ?? "labels.pdf");
  };
  const pct = task && task.total ? Math.round((task.done / task.total) * 100) : 0;

  return (
    <RequireRights anyOf={[right]}>
      <section className="grid gap-3 rounded-lg border p-4 border-border" aria-labelledby="label-download-title" data-testid="label-download">
        <h2 id="label-download-title" className="text-base font-semibold">{t("label.download")}</h2>
        <div className="flex flex-wrap items-end gap-3">
          <FormField label={t("label.template")} className="min-w-56">
            {(control) => (
              <LazySelect {...control} value={format} onValueChange={(v) => setFormat(v as LabelTemplateId)} disabled={running}
                options={labelTemplateIds.map((v) => ({ value: v, label: t(`label.templates.${v}`) }))} />
            )}
          </FormField>
          <Button onClick={start} disabled={starting || running} data-testid="label-download-start">
            {running || starting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
            {t("label.download")}
          </Button>
        </div>
        {task && (
          <div className="grid gap-2" aria-live="polite">
            <div
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={task.total}
              aria-valuenow={task.done}
              aria-label={t("label.downloading", { done: task.done, total: task.total })}
              className="h-2 overflow-hidden rounded-full bg-muted"
              data-testid="label-progress"
            >
              <div className="h-full bg-primary transition-[width]" style={{ width: `${task.state === "done" ? 100 : pct}%` }} />
            </div>
            {running && <p className="text-sm text-muted-foreground">{t("label.downloading", { done: task.done, total: task.total })}</p>}
            {task.state === "failed" && <p role="alert" className="text-sm text-destructive">{task.message ?? t("label.downloadFailed")}</p>}
            {task.state === "done" && (
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <span data-testid="label-download-ready">{t("label.downloadReady")}</span>
                <Button size="sm" variant="outline" onClick={save} data-testid="label-download-save">
                  <Download aria-hidden="true" />
                  {t("label.saveFile")}
                </Button>
              </div>
            )}
          </div>
        )}
      </section>
    </RequireRights>
  );
}
