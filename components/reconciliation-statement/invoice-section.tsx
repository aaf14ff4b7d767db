"use client";

import { formatMoney } from "@/components/common/format";
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { UserType } from "@/lib/contracts/base-data/user";
import { reasonInput, type StatementDetail, type StatementInvoice } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { invoiceOps } from "@/lib/contracts/erp-purchase/reconciliation-invoice";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { Button } from "@/components/ui/button";
import { EnumValue } from "@/components/data-table/render-value";
import { filePath } from "./statement-lines";
import { InvoiceUpload } from "./invoice-upload";
import { ReasonDialog } from "@/components/common/reason-dialog";
import { useConfirmedAction } from "@/components/common/confirm-action";

const tones = { uploaded: "warning", confirmed: "success", returned: "destructive" } as const;

/** Bound invoices with an in-page preview; finance confirms or returns each; the supplier uploads when it is its turn. */
export function InvoiceSection({ st, userType, onDone }: { st: StatementDetail; userType: UserType; onDone: () => void }) {
  const t = useTranslations();
  const locale = useLocale();
  const [preview, setPreview] = useState<StatementInvoice | null>(null);
  const [returning, setReturning] = useState<StatementInvoice | null>(null);
  const c = (f: string) => t(`reconciliationStatement.invoiceColumns.${f}`);
  const supplier = userType === "supplier";
  const review = async (inv: StatementInvoice, reason?: string) => {
    if (reason === undefined) await callOp(invoiceOps.confirm, { params: { id: st.id, invoiceId: inv.id } });
    else await callOp(invoiceOps.return, { params: { id: st.id, invoiceId: inv.id }, body: { reason } });
    toast.success(t(reason === undefined ? "reconciliationStatement.done.invoiceConfirm" : "reconciliationStatement.done.invoiceReturn"));
    onDone();
  };
  const returned = st.invoices.filter((i) => i.status === "returned").at(-1);
  const { ask, dialog } = useConfirmedAction(() => undefined);
  const askConfirm = (inv: StatementInvoice) => ask({
    title: t("reconciliationStatement.actions.confirmInvoice"),
    body: `${t("reconciliationStatement.ask.confirmInvoice", { no: inv.invoiceNo })} ${c("totalAmount")}: ${formatMoney(inv.totalAmount, locale)} ${st.currency}`,
    action: t("reconciliationStatement.actions.confirmInvoice"),
    run: () => review(inv).catch((err) => { onDone(); throw err; }),
  });
  return (
    <section aria-labelledby="invoices-title" className="grid gap-3" data-testid="statement-invoices">
      <h2 id="invoices-title" className="text-sm font-semibold">{t("reconciliationStatement.detail.invoices")}</h2>
      {supplier && st.invoiceState === "returned" && returned && (
        <p role="status" className="rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm text-destructive" data-testid="invoice-returned">
          {t("reconciliationStatement.invoice.returned", { reason: returned.returnReason ?? "" })}
        </p>
      )}
      {st.invoices.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("reconciliationStatement.detail.noInvoices")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[44rem] text-sm">
            <thead>
              <tr className="border-b border-border text-left text-xs text-muted-foreground">
                {["invoiceNo", "invoiceDate", "netAmount", "taxAmount", "totalAmount", "status", "remark", "file"].map((f) => <th key={f} scope="col" className="px-2 py-1.5 font-medium">{c(f)}</th>)}
                <th scope="col" className="px-2 py-1.5"><span className="sr-only">{t("common.actions")}</span></th>
              </tr>
            </thead>
            <tbody>
              {st.invoices.map((inv) => (
                <tr key={inv.id} className="border-b border-border align-top" data-testid="invoice-row">
                  <td className="px-2 py-1.5 font-medium">{inv.invoiceNo}</td>
                  <td className="px-2 py-1.5 tabular-nums">{inv.invoiceDate}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{formatMoney(inv.netAmount, locale)}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{formatMoney(inv.taxAmount, locale)}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{formatMoney(inv.totalAmount, locale)}</td>
                  <td className="px-2 py-1.5"><EnumValue t={t} decl={{ enumName: "invoiceStatus", tones }} value={inv.status} />
                    {inv.returnReason && <span className="block max-w-48 break-words text-xs text-muted-foreground">{inv.returnReason}</span>}</td>
                  <td className="px-2 py-1.5 max-w-48 break-words">{inv.remark}</td>
                  <td className="px-2 py-1.5">
                    {inv.inlinePreview ? (
                      <Button size="sm" variant="link" className="h-auto p-0" onClick={() => setPreview(inv)} data-testid="invoice-preview">{t("reconciliationStatement.invoice.preview")}</Button>
                    ) : (
                      <a href={filePath(inv.fileId)} download className="text-primary underline" title={inv.fileKind === "pdf" ? t("reconciliationStatement.invoice.scripted") : undefined}>{t("reconciliationStatement.invoice.download")}</a>
                    )}
                  </td>
                  <td className="px-2 py-1.5">
                    {!supplier && inv.status === "uploaded" && (
                      <RequireRights anyOf={[rights.reconciliationQuery.approve]}>
                        <span className="flex gap-1">
                          <Button size="sm" onClick={() => askConfirm(inv)} data-testid="invoice-confirm">{t("reconciliationStatement.actions.confirmInvoice")}</Button>
                          <Button size="sm" variant="destructive" onClick={() => setReturning(inv)} data-testid="invoice-return">{t("reconciliationStatement.actions.returnInvoice")}</Button>
                        </span>
                      </RequireRights>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {preview && (
        <figure className="grid gap-2 rounded-md border border-border p-2" data-testid="invoice-viewer">
          <figcaption className="flex items-center justify-between text-sm">
            {t("reconciliationStatement.invoice.previewTitle", { no: preview.invoiceNo })}
            <Button size="sm" variant="ghost" onClick={() => setPreview(null)}>{t("common.close")}</Button>
          </figcaption>
          {preview.fileKind === "pdf" ? (
            <iframe src={filePath(preview.fileId)} title={preview.fileName} className="h-[70vh] w-full rounded" />
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- a private file behind the session, not an optimisable asset
            <img src={filePath(preview.fileId)} alt={preview.fileName} className="mx-auto max-h-[70vh] object-contain" />
          )}
        </figure>
      )}
      {supplier && st.status === "confirmed" && (st.invoiceState === "to_upload" || st.invoiceState === "returned") && (
        <RequireRights anyOf={[rights.reconciliationStatement.upload]}>
          <InvoiceUpload st={st} onDone={onDone} />
        </RequireRights>
      )}
      {dialog}
      {returning && (
        <ReasonDialog
          schema={reasonInput}
          label={t("reconciliationStatement.reason.label")}
          title={t("reconciliationStatement.reason.returnInvoice", { no: returning.invoiceNo })}
          submit={t("reconciliationStatement.actions.returnInvoice")}
          onClose={() => setReturning(null)}
          onSubmit={(reason) => review(returning, reason)}
        />
      )}
    </section>
  );
}
