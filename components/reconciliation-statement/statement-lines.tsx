"use client";

import { formatMoney } from "@/components/common/format";
import { useState } from "react";
import { Link } from "@/components/common/link";
import { useLocale, useTranslations } from "next-intl";
import { formatQuantity } from "@/lib/number-format";
import type { UserType } from "@/lib/contracts/base-data/user";
import type { StatementDetail, StatementLine } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { invoiceOps } from "@/lib/contracts/erp-purchase/reconciliation-invoice";
import { pathOf } from "@/lib/contracts/kit/operation";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { Button } from "@/components/ui/button";
import { EnumValue } from "@/components/data-table/render-value";
import { ScrollRegion } from "@/components/common/scroll-region";
import { DisputeDialog } from "./dispute-dialog";
import { AnswerDialog } from "./answer-dialog";

const money = ["amount", "discount", "payable", "tax", "net"] as const;
export const filePath = (fileId: string) => `/api/erp-purchase${pathOf(invoiceOps.file, { fileId })}`;

/** The statement's lines with their source documents; disputes per line (supplier), answers (finance). */
export function StatementLines({ st, userType, onDone, compact = false }: { st: StatementDetail; userType: UserType; onDone: () => void; compact?: boolean }) {
  const t = useTranslations();
  const locale = useLocale();
  const [disputing, setDisputing] = useState<StatementLine | null>(null);
  const [answering, setAnswering] = useState<StatementLine | null>(null);
  const c = (f: string) => t(`reconciliationStatement.lineColumns.${f}`);
  const canDispute = !compact && userType === "supplier" && st.status === "sent";
  const canAnswer = !compact && userType !== "supplier" && ["returned", "revised", "draft"].includes(st.status);
  // On paper (compact) the lines break across pages and keep every column: a scroller would be one unbreakable,
  // clipped block there, and the print sheet scrolls on a narrow screen by itself.
  const Frame = compact ? PaperFrame : ScrollRegion;
  const pad = compact ? "px-1 py-1" : "px-1.5 py-1.5";
  return (
    <Frame label={t("reconciliationStatement.detail.lines")}>
      <table className={`w-full border-collapse ${compact ? "text-[11px]" : "min-w-[56rem] text-[13px]"}`} data-testid="statement-lines">
        <thead>
          <tr className="border-b border-border text-left text-xs text-muted-foreground print:border-black print:text-black">
            {["seqno", "sourceType", "sourceNumber", "sourceDate", "materialCode", "description", "quantity", "unitPrice"].map((f) => (
              <th key={f} scope="col" className={`${pad} font-medium`}>{c(f)}</th>
            ))}
            {money.map((f) => <th key={f} scope="col" className={`${pad} text-right font-medium`}>{c(f)}</th>)}
            {!compact && <th scope="col" className={`${pad} font-medium`}>{c("dispute")}</th>}
          </tr>
        </thead>
        <tbody>
          {st.lines.map((l) => (
            <tr key={l.id} className="border-b border-border align-top print:border-neutral-400" data-testid="statement-line">
              <td className={`${pad} tabular-nums`}>{l.seqno}</td>
              <td className={pad}>
                {l.kind === "source" && l.sourceType
                  ? t(`enums.settlementSource.${l.sourceType}`)
                  : <EnumValue t={t} decl={{ enumName: "lineKind", tones: { credit: "success", debit: "warning" } }} value={l.kind} />}
              </td>
              <td className={pad}>
                {l.sourcePath && !compact ? <Link href={l.sourcePath} className="text-primary underline-offset-2 hover:underline">{l.sourceNumber}</Link> : (l.sourceNumber ?? "")}
                {l.adjustsSeqno !== null && <span className="block text-xs text-muted-foreground">{t("reconciliationStatement.detail.adjusts", { seqno: l.adjustsSeqno })}</span>}
              </td>
              <td className={`${pad} whitespace-nowrap tabular-nums`}>{l.sourceDate ?? ""}</td>
              <td className={pad}>{l.materialCode ?? ""}</td>
              <td className={pad}>{l.description}</td>
              <td className={`${pad} text-right tabular-nums`}>{l.quantity === null ? "" : formatQuantity(l.quantity, locale)}</td>
              <td className={`${pad} text-right tabular-nums`}>{l.unitPrice ?? ""}</td>
              {money.map((f) => <td key={f} className={`${pad} text-right tabular-nums`}>{formatMoney(l[f], locale)}</td>)}
              {!compact && (
                <td className={`${pad} text-xs`}>
                  {l.dispute !== "none" && <EnumValue t={t} decl={{ enumName: "disputeState", tones: { open: "warning", accepted: "success", rejected: "destructive" } }} value={l.dispute} />}
                  {l.disputeReason && <p className="mt-1 max-w-56 break-words">{t("reconciliationStatement.dispute.open", { reason: l.disputeReason })}{l.disputeAmount ? ` (${l.disputeAmount})` : ""}</p>}
                  {l.disputeEvidenceId && <a href={filePath(l.disputeEvidenceId)} target="_blank" rel="noreferrer" className="text-primary underline">{t("reconciliationStatement.dispute.evidenceLink")}</a>}
                  {l.disputeReply && <p className="mt-1 max-w-56 break-words text-muted-foreground">{t("reconciliationStatement.dispute.replied", { reply: l.disputeReply })}</p>}
                  {canDispute && l.kind === "source" && (l.dispute === "none" || l.dispute === "rejected") && (
                    <RequireRights anyOf={[rights.reconciliationStatement.confirm]}>
                      <Button size="sm" variant="outline" className="mt-1" onClick={() => setDisputing(l)} data-testid="dispute-line">{t("reconciliationStatement.actions.dispute")}</Button>
                    </RequireRights>
                  )}
                  {canAnswer && l.dispute === "open" && (
                    <RequireRights anyOf={[rights.reconciliationStatement.add]}>
                      <Button size="sm" className="mt-1" onClick={() => setAnswering(l)} data-testid="answer-line">{t("reconciliationStatement.actions.answer")}</Button>
                    </RequireRights>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <td colSpan={8} className={`${pad} text-right`}>{t("reconciliationStatement.detail.totals")}</td>
            <td className={`${pad} text-right tabular-nums`}>{formatMoney(st.totalAmount, locale)}</td>
            <td className={`${pad} text-right tabular-nums`}>{formatMoney(st.discountAmount, locale)}</td>
            <td className={`${pad} text-right tabular-nums`} data-testid="statement-payable">{formatMoney(st.payableAmount, locale)}</td>
            <td className={`${pad} text-right tabular-nums`}>{formatMoney(st.taxAmount, locale)}</td>
            <td className={`${pad} text-right tabular-nums`}>{formatMoney(st.netAmount, locale)}</td>
            {!compact && <td />}
          </tr>
        </tfoot>
      </table>
      <p className="mt-1 text-xs text-muted-foreground print:text-black" data-testid="rounding-note">{t("reconciliationStatement.roundingNote")}</p>
      {disputing && <DisputeDialog st={st} line={disputing} onClose={() => setDisputing(null)} onDone={onDone} />}
      {answering && <AnswerDialog st={st} line={answering} onClose={() => setAnswering(null)} onDone={onDone} />}
    </Frame>
  );
}

function PaperFrame({ children }: { label: string; children: React.ReactNode }) {
  return <div>{children}</div>;
}
