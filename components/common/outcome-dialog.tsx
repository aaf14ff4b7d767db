"use client";

import { useTranslations } from "next-intl";
import { CheckCircle2, XCircle } from "lucide-react";
import type { BatchResult } from "@/lib/contracts/common";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

export interface Outcome {
  title: string;
  result: BatchResult;
  /** The label of each id (e.g. its PO number). */
  labels: Record<number, string>;
}

/** The per-record report of a batch action: which succeeded, which failed and why. */
export function OutcomeDialog({ outcome, onClose }: { outcome: Outcome | null; onClose: () => void }) {
  const t = useTranslations("batch");
  const tc = useTranslations("common");
  const r = outcome?.result;
  return (
    <Dialog open={outcome !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={tc("close")} data-testid="outcome-dialog" className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{outcome?.title}</DialogTitle>
          <DialogDescription>
            {t("summary", { succeeded: r?.succeeded.length ?? 0, failed: r?.failed.length ?? 0 })}
          </DialogDescription>
        </DialogHeader>
        <ul className="max-h-[50dvh] divide-y overflow-y-auto rounded-md border text-sm border-border">
          {r?.succeeded.map((id) => (
            <li key={`ok-${id}`} className="flex items-center gap-2 px-3 py-2" data-outcome="ok">
              <CheckCircle2 className="size-4 shrink-0 text-emerald-800" aria-hidden="true" />
              <span className="font-medium">{outcome?.labels[id] ?? id}</span>
              <span className="ml-auto text-muted-foreground">{t("ok")}</span>
            </li>
          ))}
          {r?.failed.map((f) => (
            <li key={`ko-${f.id}`} className="flex items-start gap-2 px-3 py-2" data-outcome="failed">
              <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
              <span className="font-medium">{outcome?.labels[f.id] ?? f.id}</span>
              <span className="ml-auto text-right text-destructive">{f.message}</span>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button onClick={onClose}>{tc("close")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
