"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Plus, Trash2 } from "lucide-react";
import type { StatementDetail } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { invoiceInput, invoiceOps, type ReadEInvoice, type UploadedInvoiceFile } from "@/lib/contracts/erp-purchase/reconciliation-invoice";
import { moneyDiff, sumMoney } from "@/lib/contracts/erp-purchase/statement-arithmetic";
import { formatMoney } from "@/components/common/format";
import { isDecimal } from "@/lib/contracts/decimal";
import { callOp } from "@/lib/client/request";
import { useContractForm } from "@/components/common/use-contract-form";
import { useBusinessToday } from "@/components/common/use-business-today";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { DecimalInput } from "@/components/ui/decimal-input";
import { DateInput } from "@/components/ui/date-input";
import { EInvoicePick } from "./einvoice-pick";
import { FilePick } from "./file-pick";

interface Draft { file: UploadedInvoiceFile | null; einvoice?: ReadEInvoice; invoiceNo: string; invoiceDate: string; netAmount: string; taxAmount: string; totalAmount: string; remark: string }
const fields = ["invoiceNo", "invoiceDate", "netAmount", "taxAmount", "totalAmount", "remark"] as const;

/** The supplier binds one or more invoices (file + number, date, amounts); the running difference to the payable is shown. */
export function InvoiceUpload({ st, onDone }: { st: StatementDetail; onDone: () => void }) {
  const t = useTranslations();
  const locale = useLocale();
  const today = useBusinessToday();
  const blank = (): Draft => ({ file: null, invoiceNo: "", invoiceDate: today, netAmount: "", taxAmount: "", totalAmount: "", remark: "" });
  const [drafts, setDrafts] = useState<Draft[]>([blank()]);
  const form = useContractForm(invoiceInput, { invoices: [] as Draft[] }, {
    toInput: () => ({ invoices: drafts.map((d) => ({
      invoiceNo: d.invoiceNo, invoiceDate: d.invoiceDate, netAmount: d.netAmount, taxAmount: d.taxAmount, totalAmount: d.totalAmount, remark: d.remark, fileId: d.file?.id ?? "",
    })) }),
    onSubmit: (body) => callOp(invoiceOps.bind, { params: { id: st.id }, body }),
    successMessage: "reconciliationStatement.done.invoices",
    onSuccess: onDone,
  });
  const edit = (i: number, patch: Partial<Draft>) => setDrafts((ds) => ds.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  const read = (i: number, r: ReadEInvoice) => edit(i, {
    file: { id: r.fileId, kind: "xml", size: r.size, name: r.name, scripted: false }, einvoice: r,
    invoiceNo: r.invoiceNo, invoiceDate: r.invoiceDate, netAmount: r.netAmount, taxAmount: r.taxAmount, totalAmount: r.totalAmount,
  });
  const totals = drafts.map((d) => (isDecimal(d.totalAmount) ? d.totalAmount : "0"));
  const bound = sumMoney(totals.map((v) => ({ amount: v, discount: "0", payable: v, tax: "0", net: v }))).amount;
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-3 rounded-md border border-border p-3" data-testid="invoice-upload">
      <h3 className="text-sm font-semibold">{t("reconciliationStatement.invoice.title")}</h3>
      <p className="text-xs text-muted-foreground">{t("reconciliationStatement.invoice.intro", { payable: formatMoney(st.payableAmount, locale), tolerance: formatMoney(st.tolerance, locale) })}</p>
      {drafts.map((d, i) => (
        <fieldset key={i} className="grid gap-2 rounded-md bg-muted/40 p-2 sm:grid-cols-3 lg:grid-cols-7" data-testid="invoice-draft">
          <div className="grid items-start gap-2 sm:col-span-3 lg:col-span-7 sm:grid-cols-2">
            <FormField label={t("reconciliationStatement.invoice.file")} error={form.errorOf(`invoices.${i}.fileId`)} required>
              {(p) => <FilePick id={p.id} label={t("reconciliationStatement.invoice.file")} file={d.einvoice ? null : d.file}
                onFile={(file) => edit(i, { file, einvoice: undefined })} invalid={p["aria-invalid"]} testId="invoice-file" />}
            </FormField>
            <EInvoicePick statementId={st.id} onRead={(r) => read(i, r)} />
          </div>
          {d.einvoice && (
            <p className="text-xs text-muted-foreground sm:col-span-3 lg:col-span-7" data-testid="einvoice-read">
              {t("reconciliationStatement.invoice.einvoiceRead", {
                format: t(`reconciliationStatement.einvoiceFormat.${d.einvoice.format}`), seller: d.einvoice.sellerName, buyer: d.einvoice.buyerName,
              })}
            </p>
          )}
          {fields.map((f) => (
            <FormField key={f} label={t(`reconciliationStatement.invoiceColumns.${f}`)} error={form.errorOf(`invoices.${i}.${f}`)} required={f !== "remark"}>
              {f === "invoiceDate" ? (
                <DateInput value={d[f]} readOnly={!!d.einvoice} onValueChange={(v) => edit(i, { [f]: v })} data-testid={`invoice-${f}`} />
              ) : f.endsWith("Amount") ? (
                <DecimalInput value={d[f]} money readOnly={!!d.einvoice} onValueChange={(v) => edit(i, { [f]: v })} data-testid={`invoice-${f}`} />
              ) : (
                <Input value={d[f]} readOnly={!!d.einvoice && f !== "remark"} onChange={(e) => edit(i, { [f]: e.target.value })} data-testid={`invoice-${f}`} />
              )}
            </FormField>
          ))}
          {drafts.length > 1 && (
            <Button type="button" size="sm" variant="ghost" onClick={() => setDrafts((ds) => ds.filter((_, j) => j !== i))}>
              <Trash2 aria-hidden="true" />{t("reconciliationStatement.invoice.remove")}
            </Button>
          )}
        </fieldset>
      ))}
      <p className="text-sm tabular-nums" aria-live="polite" data-testid="invoice-sum">
        {t("reconciliationStatement.invoice.sum", { bound: formatMoney(bound, locale), payable: formatMoney(st.payableAmount, locale), difference: formatMoney(moneyDiff(bound, st.payableAmount), locale) })}
      </p>
      {form.errorOf("invoices") && <p role="alert" className="text-sm text-destructive" data-testid="invoice-error">{form.errorOf("invoices")}</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => setDrafts((ds) => [...ds, blank()])} disabled={drafts.length >= 20}>
          <Plus aria-hidden="true" />{t("reconciliationStatement.invoice.add")}
        </Button>
        <Button type="submit" size="sm" disabled={form.pending} data-testid="invoice-submit">{t("reconciliationStatement.invoice.submit")}</Button>
      </div>
    </form>
  );
}
