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
import { DownloadPanel } from "./download-panel";

const trim = (v: string) => (v.includes(".") ? v.replace(/\.?0+$/, "") : v);

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
    [t("purchaseLabel.columns.itemno"), `${b.itemno} ${b.itemdesc}`], [t("purchaseLabel.fields.batchNo"), b.batchNo],
    [t("purchaseLabel.fields.perPack"), trim(b.perPack)], [t("purchaseLabel.fields.perBundle"), trim(b.perBundle)],
    [t("purchaseLabel.fields.customerLabel"), b.customerLabel], [t("purchaseLabel.fields.workNo"), b.workNo],
    [t("purchaseLabel.fields.netWeight"), trim(b.netWeight)], [t("purchaseLabel.fields.singleWeight"), trim(b.singleWeight)],
    [t("purchaseLabel.fields.productionDate"), b.productionDate], [t("purchaseLabel.fields.labelType"), t(`enums.labelType.${b.labelType}`)],
  ];
  return (
    <div className="grid gap-4" data-testid="label-batch">
      <div className="flex flex-wrap items-center gap-3">
        <BackLink href="/purchase/label" label={t("purchaseLabel.back")} />
        <RequireRights anyOf={[rights.purchaseLabel.print]}>
          <Link href={`/purchase/label/${b.id}/print`} className={buttonVariants({ variant: "outline", className: "ml-auto" })} data-testid="label-print-link">
            <Printer aria-hidden="true" />
            {t("purchaseLabel.printTitle")}
          </Link>
        </RequireRights>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 rounded-lg border p-4 text-sm border-border sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([k, v]) => (
          <div key={k} className="flex min-w-0 gap-2">
            <dt className="shrink-0 text-muted-foreground">{k}:</dt>
            <dd className="min-w-0 break-words">{v}</dd>
          </div>
        ))}
      </dl>
      <DownloadPanel batchId={b.id} template={b.template} onDone={reload} />
      <section className="grid gap-2" aria-labelledby="label-list-title">
        <h2 id="label-list-title" className="text-base font-semibold">{t("purchaseLabel.labels")} ({b.count})</h2>
        <div className="max-h-96 overflow-auto rounded-lg border border-border">
          <table className="w-full text-sm" data-testid="label-serials">
            <thead className="sticky top-0 bg-muted text-left">
              <tr><th className="px-3 py-2">#</th><th className="px-3 py-2">{t("purchaseLabel.serial")}</th><th className="px-3 py-2 text-right">{t("purchaseLabel.face.quantity")}</th><th className="px-3 py-2">{t("purchaseLabel.columns.printedCount")}</th></tr>
            </thead>
            <tbody>
              {b.labels.map((l) => (
                <tr key={l.id} className="border-t border-border">
                  <td className="px-3 py-1.5 tabular-nums">{l.seq}</td>
                  <td className="px-3 py-1.5 font-mono">{l.serial}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{trim(l.quantity)}</td>
                  <td className="px-3 py-1.5">{l.printCount ? t("purchaseLabel.printedTimes", { count: l.printCount }) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
