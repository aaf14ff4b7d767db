"use client";

import { useState } from "react";
import { useLocale, useTimeZone, useTranslations } from "next-intl";
import { reconciliationStatementList as list, reconciliationStatementOps as ops, type StatementDetail } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { amountInChinese } from "@/lib/amount-in-chinese";
import { defaultTimeZone, formatZonedNamed } from "@/lib/business-time";
import { useDetail } from "@/lib/client/use-resource";
import { BackLink } from "@/components/common/back-link";
import { formatMoney } from "@/components/common/format";
import { renderValue } from "@/components/data-table/render-value";
import { PrintPage, VoidMark } from "@/components/print/print-page";
import { PrintButton } from "@/components/print/print-button";
import { Skeleton } from "@/components/ui/skeleton";
import { StatementLines } from "./statement-lines";

export type PrintKind = "detail" | "statement" | "payable";
const paper = { detail: "A4 landscape", statement: "A4 landscape", payable: "A4 portrait" } as const;
/** The sheet on screen is as wide as the paper's printable area (A4 less the 12 mm margins). */
const sheetWidth = { detail: "w-[273mm]", statement: "w-[273mm]", payable: "w-[186mm]" } as const;
const titleKey = { detail: "print.detailTitle", statement: "print.title", payable: "print.payableTitle" } as const;
const headFields = ["statementDate", "venno", "venname", "bank", "currency", "taxRate", "discountRate"] as const;
const payFields = ["totalAmount", "discountAmount", "payableAmount", "taxAmount", "netAmount", "invoicedAmount"] as const;

/**
 * The statement as paper: accountCheckDetailLook (detail), PrintView (statement print preview) and
 * PrintPayableView (payable voucher), with the trading company's header and, in Chinese, the payable in capitals.
 */
export function StatementPrint({ id, kind, initial }: { id: number; kind: PrintKind; initial: StatementDetail | null }) {
  const t = useTranslations();
  const locale = useLocale();
  const timeZone = useTimeZone() ?? defaultTimeZone;
  const { data: st, error } = useDetail(ops.detail, id, initial);
  const [printedAt] = useState(() => new Date());
  if (error && !st) return <p role="alert" className="rounded-lg border border-border bg-card p-4 text-sm text-destructive">{error}</p>;
  if (!st) return <Skeleton className="h-96 w-full" />;
  const voided = st.status === "voided";
  const words = locale === "zh" ? amountInChinese(st.payableAmount) : null;
  return (
    <PrintPage
      page={paper[kind]}
      label={t(`reconciliationStatement.${titleKey[kind]}`)}
      toolbar={
        <>
          <BackLink href={`/finance/statement/${st.id}`} label={t("reconciliationStatement.print.back")} />
          <PrintButton label={t("reconciliationStatement.print.action")} documentTitle={st.statementNo} paper={paper[kind]} />
        </>
      }
    >
      <div className={`relative mx-auto ${sheetWidth[kind]} bg-white p-8 text-black print:w-auto print:p-0`} data-testid="print-sheet" data-print-sheet>
        {voided && <VoidMark label={t("reconciliationStatement.print.void")} />}
        <header className="border-b-2 border-black pb-3 text-center">
          <p className="text-lg font-semibold" data-testid="print-company">{st.companyName}</p>
          <h1 className="text-2xl font-bold tracking-widest">{t(`reconciliationStatement.${titleKey[kind]}`)}</h1>
          <p className="mt-1 text-sm">
            {t(list.caption("statementNo"))}: <span className="font-semibold">{st.statementNo}</span>
            {" · "}{t("reconciliationStatement.print.period")}: {t("reconciliationStatement.detail.period", { from: st.periodFrom, to: st.periodTo })}
            {" · "}{renderValue(t, list.columns.status, st.status, { named: true })}
          </p>
        </header>
        <dl className="grid grid-cols-4 gap-x-6 gap-y-1 py-3 text-sm">
          {(kind === "payable" ? (["venno", "venname", "bank", "currency"] as const) : headFields).map((f) => (
            <div key={f} className="flex gap-2">
              <dt className="shrink-0 text-neutral-600">{kind === "payable" && f === "venname" ? t("reconciliationStatement.print.payTo") : t(list.caption(f))}:</dt>
              <dd className="min-w-0 break-words">{renderValue(t, list.columns[f], st[f], { named: true }) || "—"}</dd>
            </div>
          ))}
        </dl>
        {kind !== "payable" && <StatementLines st={st} userType="internal" onDone={() => undefined} compact />}
        <table className="mt-4 w-full border-collapse text-sm" data-testid="print-totals">
          <tbody>
            {payFields.map((f) => (
              <tr key={f} className="border border-black">
                <th scope="row" className="w-1/3 border border-black px-2 py-1 text-left font-medium">{t(list.caption(f))}</th>
                <td className="px-2 py-1 text-right tabular-nums">{formatMoney(st[f], locale)} {st.currency}</td>
              </tr>
            ))}
            {words && (
              <tr className="border border-black">
                <th scope="row" className="border border-black px-2 py-1 text-left font-medium">{t("reconciliationStatement.print.amountInWords")}</th>
                <td className="px-2 py-1 text-right font-semibold" data-testid="amount-in-words">{words}</td>
              </tr>
            )}
          </tbody>
        </table>
        {st.status !== "confirmed" && !voided && <p className="mt-2 text-sm font-semibold">{t("reconciliationStatement.print.notConfirmed")}</p>}
        <footer className="mt-10 grid grid-cols-4 gap-6 text-sm">
          <p>{t("reconciliationStatement.print.preparedBy")}: ________</p>
          <p>{t("reconciliationStatement.print.checkedBy")}: ________</p>
          <p>{t("reconciliationStatement.print.supplierSign")}: ________</p>
          <p suppressHydrationWarning>{t("reconciliationStatement.print.printedAt", { at: formatZonedNamed(printedAt, timeZone, locale) })}</p>
        </footer>
      </div>
    </PrintPage>
  );
}
