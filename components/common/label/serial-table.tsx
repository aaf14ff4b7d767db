"use client";

import { useTranslations } from "next-intl";
import type { LabelBatchDetail } from "@/lib/contracts/label/batch";

const trim = (v: string) => (v.includes(".") ? v.replace(/\.?0+$/, "") : v);

type T = ReturnType<typeof useTranslations>;

/** The label fields every batch has, as facts of its detail page. */
export const labelFieldFacts = (b: LabelBatchDetail, t: T): Array<[string, string]> => [
  [t("label.fields.batchNo"), b.batchNo], [t("label.fields.perPack"), trim(b.perPack)], [t("label.fields.perBundle"), trim(b.perBundle)],
  [t("label.fields.customerLabel"), b.customerLabel], [t("label.fields.workNo"), b.workNo], [t("label.fields.netWeight"), trim(b.netWeight)],
  [t("label.fields.singleWeight"), trim(b.singleWeight)], [t("label.fields.productionDate"), b.productionDate],
  [t("label.fields.labelType"), t(`enums.labelType.${b.labelType}`)],
];

/** The facts of a batch, then every label with its serial, quantity and how often it was printed. */
export function BatchFacts({ facts }: { facts: Array<[string, string]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 rounded-lg border p-4 text-sm border-border sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(([k, v]) => (
        <div key={k} className="flex min-w-0 gap-2">
          <dt className="shrink-0 text-muted-foreground">{k}:</dt>
          <dd className="min-w-0 break-words">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SerialTable({ batch: b }: { batch: LabelBatchDetail }) {
  const t = useTranslations();
  return (
    <section className="grid gap-2" aria-labelledby="label-list-title">
      <h2 id="label-list-title" className="text-base font-semibold">{t("label.labels")} ({b.count})</h2>
      <div className="max-h-96 overflow-auto rounded-lg border border-border">
        <table className="w-full text-sm" data-testid="label-serials">
          <thead className="sticky top-0 bg-muted text-left">
            <tr><th className="px-3 py-2">#</th><th className="px-3 py-2">{t("label.serial")}</th><th className="px-3 py-2 text-right">{t("label.quantity")}</th><th className="px-3 py-2">{t("label.printed")}</th></tr>
          </thead>
          <tbody>
            {b.labels.map((l) => (
              <tr key={l.id} className="border-t border-border">
                <td className="px-3 py-1.5 tabular-nums">{l.seq}</td>
                <td className="px-3 py-1.5 font-mono">{l.serial}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{trim(l.quantity)}</td>
                <td className="px-3 py-1.5">{l.printCount ? t("label.printedTimes", { count: l.printCount }) : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
