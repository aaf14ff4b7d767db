"use client";

import { useCallback, useState } from "react";
import { useTranslations } from "next-intl";
import { labelPrintOps, type ProcessingLabelKind } from "@/lib/contracts/label/label-print";
import { useOp } from "@/lib/client/use-resource";
import { rights } from "@/lib/rights/codes";
import { Skeleton } from "@/components/ui/skeleton";
import { BatchLinks } from "@/components/common/label/batch-links";
import { DownloadPanel } from "@/components/common/label/download-panel";
import { BatchFacts, labelFieldFacts, SerialTable } from "@/components/common/label/serial-table";

/** The print page of each kind (docs/requirements.md §2: semifinishedPrint, finishedPrint, sendOutPrint). */
export const printPathOf = (kind: ProcessingLabelKind, id: number) =>
  kind === "semi_finished" ? `/baseInfoPrint/semifinishedPrint/${id}` : kind === "finished" ? `/baseInfoPrint/finishedPrint/${id}` : `/sendOutPrint/${id}`;

/** One processing label batch: its order and fields, the PDF download task, print, preview and every label with its print count. */
export function ProcessingLabelBatch({ id }: { id: number }) {
  const t = useTranslations();
  const [version, setVersion] = useState(0);
  const { data: b, error } = useOp(labelPrintOps.detail, { id }, { version });
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  if (error && !b) return <p role="alert" className="rounded-lg border bg-card p-4 text-sm text-destructive border-border">{error}</p>;
  if (!b) return <Skeleton className="h-96 w-full" />;
  const kind = b.sourceType as ProcessingLabelKind;
  const facts: Array<[string, string]> = [
    [t("labelPrint.columns.kind"), t(`enums.labelKind.${kind}`)], [t("labelPrint.columns.outNo"), `${b.noticeNo}-${b.noticeLineNo}`],
    [t("labelPrint.columns.projectNo"), b.projectNo], [t("labelPrint.columns.itemno"), `${b.itemno} ${b.itemdesc}`], ...labelFieldFacts(b, t),
  ];
  return (
    <div className="grid gap-4" data-testid="label-batch">
      <BatchLinks
        backHref="/processing/labels"
        previewHref={`/printTemplate/${b.id}`}
        printHref={printPathOf(kind, b.id)}
        rights={{ view: [rights.labelPrint.view, rights.labelPrint.print], print: [rights.labelPrint.print] }}
      />
      <BatchFacts facts={facts} />
      <DownloadPanel batchId={b.id} template={b.template} onDone={reload} screen="labelPrint" />
      <SerialTable batch={b} />
    </div>
  );
}
