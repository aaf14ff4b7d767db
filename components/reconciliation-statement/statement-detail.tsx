"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import type { UserType } from "@/lib/contracts/base-data/user";
import { reconciliationStatementList as list, reconciliationStatementOps as ops, type StatementDetail } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { useDetail } from "@/lib/client/use-resource";
import { AuditHistory } from "@/components/common/audit-history";
import { ConversationSection } from "@/components/conversation/conversation-section";
import { BackLink } from "@/components/common/back-link";
import { EnumValue, renderValue } from "@/components/data-table/render-value";
import { Skeleton } from "@/components/ui/skeleton";
import { InvoiceSection } from "./invoice-section";
import { StatementActions } from "./statement-actions";
import { StatementLines } from "./statement-lines";

const headerFields = ["statementDate", "venno", "venname", "companyName", "bank", "currency", "taxRate", "discountRate", "totalAmount", "discountAmount", "payableAmount", "taxAmount", "netAmount", "invoicedAmount"] as const;

/** One statement: header, workflow (node, handler, run status), the caller's next steps, lines, invoices, history. */
export function StatementDetailView({ id, userType, initial }: { id: number; userType: UserType; initial: StatementDetail | null }) {
  const t = useTranslations();
  const [version, setVersion] = useState(0);
  const bump = () => setVersion((v) => v + 1);
  const { data: st, error } = useDetail(ops.detail, id, initial, version);
  if (error && !st) return <p role="alert" className="rounded-lg border border-border bg-card p-4 text-sm text-destructive">{error}</p>;
  if (!st) return <Skeleton className="h-96 w-full" />;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-lg border border-border bg-card p-4" data-testid="statement-detail">
      <div className="flex flex-wrap items-center gap-3">
        <BackLink href="/finance/statement" label={t("reconciliationStatement.detail.back")} />
        <h1 className="text-lg font-semibold" data-testid="statement-heading">{t("reconciliationStatement.detail.title", { no: st.statementNo })}</h1>
        <EnumValue t={t} decl={list.columns.status} value={st.status} />
        <EnumValue t={t} decl={list.columns.invoiceState} value={st.invoiceState} />
        <span className="text-xs text-muted-foreground">{t("reconciliationStatement.detail.version", { n: st.version })}</span>
      </div>
      <dl className="grid grid-cols-1 gap-2 rounded-md bg-muted/40 p-3 text-sm sm:grid-cols-3" data-testid="statement-workflow" aria-label={t("reconciliationStatement.detail.workflow")}>
        <div className="flex gap-2"><dt className="text-muted-foreground">{t(list.caption("currentNode"))}</dt><dd data-testid="statement-node">{renderValue(t, list.columns.currentNode, st.currentNode, { named: true })}</dd></div>
        <div className="flex gap-2"><dt className="text-muted-foreground">{t(list.caption("handler"))}</dt><dd data-testid="statement-handler">{st.handler || "—"}</dd></div>
        <div className="flex gap-2"><dt className="text-muted-foreground">{t(list.caption("runStatus"))}</dt><dd><EnumValue t={t} decl={list.columns.runStatus} value={st.runStatus} /></dd></div>
      </dl>
      {st.returnReason && (st.status === "returned" || st.status === "revised") && <p role="status" className="text-sm text-destructive" data-testid="statement-return-reason">{t("reconciliationStatement.detail.returnReason", { reason: st.returnReason })}</p>}
      {st.voidReason && <p role="status" className="text-sm text-destructive">{t("reconciliationStatement.detail.voidReason", { reason: st.voidReason })}</p>}
      <StatementActions st={st} userType={userType} onDone={bump} />
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex gap-2"><dt className="w-28 shrink-0 text-muted-foreground">{t(list.caption("periodFrom"))}</dt><dd>{t("reconciliationStatement.detail.period", { from: st.periodFrom, to: st.periodTo })}</dd></div>
        {headerFields.map((f) => (
          <div key={f} className="flex gap-2">
            <dt className="w-28 shrink-0 text-muted-foreground">{t(list.caption(f))}</dt>
            <dd className="min-w-0 break-words tabular-nums">{renderValue(t, list.columns[f], st[f], { named: true }) || "—"}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="lines-title" className="grid grid-cols-[minmax(0,1fr)] gap-2">
        <h2 id="lines-title" className="text-sm font-semibold">{t("reconciliationStatement.detail.lines")}</h2>
        <StatementLines st={st} userType={userType} onDone={bump} />
      </section>
      <InvoiceSection st={st} userType={userType} onDone={bump} />
      <ConversationSection kind="statement" documentId={st.id} lines={st.lines.map((l) => ({ id: l.id, label: `${l.seqno} · ${l.sourceNumber ?? l.materialCode ?? ""}` }))} />
      <AuditHistory op={ops.audit} id={st.id} version={version} states="statementStatus" />
    </div>
  );
}
