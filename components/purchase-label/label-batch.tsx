"use client";

import { useCallback, useState } from "react";
import { useTranslations } from "next-intl";
import { purchaseLabelOps } from "@/lib/contracts/label/purchase-label";
import { useOp } from "@/lib/client/use-resource";
import { rights } from "@/lib/rights/codes";
import { Skeleton } from "@/components/ui/skeleton";
import { BatchLinks } from "@/components/common/label/batch-links";
import { DownloadPanel } from "@/components/common/label/download-panel";
import { BatchFacts, labelFieldFacts, SerialTable } from "@/components/common/label/serial-table";

/** One batch: its source and fields, the PDF download task, preview, print and every label with its print count. */
export function LabelBatchView({ id }: { id: number }) {
  const t = useTranslations();
  const [version, setVersion] = useState(0);
  const { data: b, error } = useOp(purchaseLabelOps.detail, { id }, { version });
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  if (error && !b) return <p role="alert" className="rounded-lg border bg-card p-4 text-sm text-destructive border-border">{error}</p>;
  if (!b) return <Skeleton className="h-96 w-full" />;
  const facts: Array<[string, string]> = [
    [t("purchaseLabel.columns.noticeNo"), `${b.noticeNo}-${b.noticeLineNo}`], [t("purchaseLabel.columns.pono"), `${b.pono}-${b.poLineNo}`],
    [t("label.fields.applyNo"), b.applyNo], [t("purchaseLabel.columns.itemno"), `${b.itemno} ${b.itemdesc}`], ...labelFieldFacts(b, t),
  ];
  return (
    <div className="grid gap-4" data-testid="label-batch">
      <BatchLinks
        backHref="/purchase/label"
        previewHref={`/purchase/label/${b.id}/preview`}
        printHref={`/purchase/label/${b.id}/print`}
        rights={{ view: [rights.purchaseLabel.view, rights.purchaseLabel.print], print: [rights.purchaseLabel.print] }}
      />
      <BatchFacts facts={facts} />
      <DownloadPanel batchId={b.id} template={b.template} onDone={reload} screen="purchaseLabel" />
      <SerialTable batch={b} />
    </div>
  );
}
