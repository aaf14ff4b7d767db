"use client";

import { useCallback, useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Printer } from "lucide-react";
import { purchaseLabelOps } from "@/lib/contracts/label/purchase-label";
import { useOp } from "@/lib/client/use-resource";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/lib/rights/require-rights";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { BackLink } from "@/components/common/back-link";
import { DownloadPanel } from "@/components/common/label/download-panel";
import { BatchFacts, labelFieldFacts, SerialTable } from "@/components/common/label/serial-table";

/** One batch: its source and fields, the PDF download task, the print page and every label with its print count. */
export function LabelBatchView({ id }: { id: number }) {
  const t = useTranslations();
  const [version, setVersion] = useState(0);
  const { data: b, error } = useOp(purchaseLabelOps.detail, { id }, { version });
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  if (error && !b) return <p role="alert" className="rounded-lg border bg-card p-4 text-sm text-destructive border-border">{error}</p>;
  if (!b) return <Skeleton className="h-96 w-full" />;
  const facts: Array<[string, string]> = [
    [t("purchaseLabel.columns.noticeNo"), `${b.noticeNo}-${b.noticeLineNo}`], [t("purchaseLabel.columns.pono"), `${b.pono}-${b.poLineNo}`],
    [t("purchaseLabel.columns.itemno"), `${b.itemno} ${b.itemdesc}`], ...labelFieldFacts(b, t),
  ];
  return (
    <div className="grid gap-4" data-testid="label-batch">
      <div className="flex flex-wrap items-center gap-3">
        <BackLink href="/purchase/label" label={t("label.back")} />
        <RequireRights anyOf={[rights.purchaseLabel.print]}>
          <Link href={`/purchase/label/${b.id}/print`} className={buttonVariants({ variant: "outline", className: "ml-auto" })} data-testid="label-print-link">
            <Printer aria-hidden="true" />
            {t("label.printTitle")}
          </Link>
        </RequireRights>
      </div>
      <BatchFacts facts={facts} />
      <DownloadPanel batchId={b.id} template={b.template} onDone={reload} screen="purchaseLabel" />
      <SerialTable batch={b} />
    </div>
  );
}
