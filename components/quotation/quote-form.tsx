"use client";

import { useCallback, useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Loader2, Paperclip } from "lucide-react";
import { quoteCurrencies } from "@/lib/contracts/erp-purchase/price-inquiry";
import { quotationInvitations, quotationOps, quoteInput, type SupplierInquiry } from "@/lib/contracts/erp-purchase/quotation";
import { callOp } from "@/lib/client/request";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { EnumValue } from "@/components/data-table/render-value";
import { useContractForm } from "@/components/common/use-contract-form";
import { ZonedTime } from "@/components/common/zoned-time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { DecimalInput } from "@/components/ui/decimal-input";
import { DateInput } from "@/components/ui/date-input";
import { Skeleton } from "@/components/ui/skeleton";
import { ConversationSection } from "@/components/conversation/conversation-section";
import { formatDecimal, trimOrEmpty } from "@/components/common/format";

/** How one field of a quoted line is drawn: `required` marks it as FormField does; `decimal` reads it in the UI language. */
interface FieldOptions { testId?: string; maxLength?: number; inputMode?: "numeric"; required?: boolean; decimal?: boolean }

interface LineDraft { lineId: number; unitPrice: string; taxPrice: string; currency: string; leadDays: string; validUntil: string; remark: string }

const draftsOf = (d: SupplierInquiry): LineDraft[] => d.lines.map((l) => ({
  lineId: l.id, unitPrice: trimOrEmpty(l.quote?.unitPrice), taxPrice: trimOrEmpty(l.quote?.taxPrice), currency: l.quote?.currency ?? d.currency,
  leadDays: l.quote ? String(l.quote.leadDays) : "", validUntil: l.quote?.validUntil ?? "", remark: l.quote?.remark ?? "",
}));

function QuoteEditor({ data, onSaved }: { data: SupplierInquiry; onSaved: (d: SupplierInquiry) => void }) {
  const t = useTranslations("quotation");
  const locale = useLocale();
  const tp = useTranslations("priceInquiry");
  const form = useContractForm<typeof quoteInput, { lines: LineDraft[] }>(quoteInput, { lines: draftsOf(data) }, {
    toInput: (v) => ({
      lines: v.lines.filter((l) => l.unitPrice.trim() !== "").map((l) => ({
        lineId: l.lineId, unitPrice: l.unitPrice.trim(), taxPrice: l.taxPrice.trim(), currency: l.currency as (typeof quoteCurrencies)[number],
        // left empty it is missing (the schema answers "required"), not a number of the wrong type
        leadDays: (l.leadDays.trim() === "" ? undefined : Number(l.leadDays)) as number, validUntil: l.validUntil, remark: l.remark,
      })),
    }),
    onSubmit: (body) => callOp(quotationOps.quote, { params: { id: data.id }, body }),
    successMessage: "quotation.submitted",
    onSuccess: (result) => onSaved(result as SupplierInquiry),
  });
  const quoted = form.values.lines.filter((l) => l.unitPrice.trim() !== "");
  const errorAt = (lineId: number, key: string) => form.errorOf(`lines.${quoted.findIndex((l) => l.lineId === lineId)}.${key}`);
  const setLine = (i: number, key: keyof LineDraft, value: string) =>
    form.set("lines", form.values.lines.map((l, n) => (n === i ? { ...l, [key]: value } : l)));
  const disabled = !data.open || form.pending;

  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-3" data-testid="quote-form">
      {form.errorOf("lines") && <p role="alert" className="text-sm text-destructive">{t("nothingToSubmit")}</p>}
      {data.lines.map((line, i) => {
        const v = form.values.lines[i]!;
        // a quoted line (one with a unit price) needs the others; `required` marks them as FormField does
        const field = (key: keyof LineDraft, label: string, o: FieldOptions = {}) => {
          const common = {
            value: String(v[key]), disabled, "data-testid": o.testId, maxLength: o.maxLength,
            "aria-required": o.required || undefined, "aria-invalid": errorAt(line.id, key) ? true : undefined,
          };
          return (
          <label className="flex flex-col gap-1 text-xs">
            <span>{label}{o.required && <span aria-hidden="true" className="text-destructive">*</span>}</span>
            {o.decimal
              ? <DecimalInput {...common} onValueChange={(x) => setLine(i, key, x)} />
              : <Input {...common} inputMode={o.inputMode} onChange={(e) => setLine(i, key, e.target.value)} />}
            {errorAt(line.id, key) && <span className="text-destructive">{errorAt(line.id, key)}</span>}
          </label>
          );
        };
        return (
          <fieldset key={line.id} className="rounded-md border p-3" data-testid="quote-line">
            <legend className="px-1 text-sm font-medium">
              <span className="font-mono">{line.itemno}</span> {line.itemdesc} · {formatDecimal(line.qty, locale)} {line.unit} · {line.requiredDate}
              {line.awarded && <Badge className="ml-2">{t("awardedToYou")}</Badge>}
            </legend>
            {line.specs && <p className="mb-2 text-xs text-muted-foreground">{line.specs}</p>}
            <div className="grid gap-2 sm:grid-cols-3 lg:grid-cols-6">
              {field("unitPrice", tp("unitPrice"), { testId: "quote-unit-price", decimal: true })}
              {field("taxPrice", tp("taxPrice"), { testId: "quote-tax-price", decimal: true, required: true })}
              <label className="flex flex-col gap-1 text-xs">
                <span>{tp("currency")}</span>
                <select className="h-9 rounded-md border bg-background px-2 text-sm" disabled={disabled} value={v.currency} onChange={(e) => setLine(i, "currency", e.target.value)}>
                  {quoteCurrencies.map((c) => <option key={c} value={c}>{c}</option>)}
                </select>
              </label>
              {field("leadDays", t("columns.leadDays"), { testId: "quote-lead", inputMode: "numeric", required: true })}
              <label className="flex flex-col gap-1 text-xs">
                <span>{tp("validUntil")}<span aria-hidden="true" className="text-destructive">*</span></span>
                <DateInput value={v.validUntil} disabled={disabled} aria-required aria-invalid={errorAt(line.id, "validUntil") ? true : undefined}
                  onValueChange={(x) => setLine(i, "validUntil", x)} data-testid="quote-valid" />
                {errorAt(line.id, "validUntil") && <span className="text-destructive">{errorAt(line.id, "validUntil")}</span>}
              </label>
              {field("remark", tp("remark"), { maxLength: 500 })}
            </div>
            {line.history.length > 0 && (
              <details className="mt-2 text-xs text-muted-foreground" data-testid="quote-history">
                <summary className="cursor-pointer">{t("history")} ({line.history.length})</summary>
                <ol className="mt-1 flex flex-col gap-0.5">
                  {line.history.map((h) => (
                    <li key={h.revision}>{t("revision", { n: h.revision })}: {formatDecimal(h.unitPrice, locale)} / {formatDecimal(h.taxPrice, locale)} {h.currency} · {tp("leadDays", { days: h.leadDays })} · <ZonedTime value={h.submittedAt} /></li>
                  ))}
                </ol>
              </details>
            )}
          </fieldset>
        );
      })}
      {data.open && (
        <RequireRights anyOf={[rights.quotation.quote]}>
          <Button type="submit" className="self-start" disabled={form.pending} data-testid="quote-submit">
            {form.pending && <Loader2 className="animate-spin" aria-hidden="true" />}{t("submit")}
          </Button>
        </RequireRights>
      )}
    </form>
  );
}

/** An invited supplier's view of an inquiry: what is asked, until when, and its own quote with revisions. */
export function SupplierInquiryView({ id, initial }: { id: number; initial: SupplierInquiry | null }) {
  const t = useTranslations();
  const tq = useTranslations("quotation");
  const [data, setData] = useState<SupplierInquiry | null>(initial);
  const [version, setVersion] = useState(0);
  const load = useCallback(() => callOp(quotationOps.inquiry, { params: { id } }).then(setData).catch(() => undefined), [id]);
  // The server's read is the first render (a saved quote answers with the inquiry, so useDetail's reload does not fit);
  // without it the browser reads the inquiry as before.
  useEffect(() => {
    if (!initial) void load();
  }, [initial, load]);
  // At the deadline the page reads the inquiry again, so a supplier watching it sees quoting close.
  const openUntil = data?.open ? data.quoteDeadline : null;
  useEffect(() => {
    const wait = openUntil ? Date.parse(openUntil) - Date.now() : Number.NaN;
    if (!(wait >= 0 && wait < 2 ** 31 - 1000)) return;
    const timer = setTimeout(() => void load(), wait + 1000);
    return () => clearTimeout(timer);
  }, [openUntil, load]);
  if (!data) return <Skeleton className="h-64 w-full" aria-label={t("common.loading")} />;
  const notice = data.status === "closed" ? "closedNotice" : data.status === "cancelled" ? "cancelledNotice" : data.status === "awarded" ? "awardedNotice" : null;
  const status = data.open ? "open" : data.status === "released" ? "closed" : data.status;
  return (
    <div className="flex flex-col gap-4" data-testid="supplier-inquiry">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-mono text-sm">{data.inquiryNo}</span>
        <span className="font-medium">{data.title}</span>
        <EnumValue t={t} decl={quotationInvitations.columns.status} value={status} />
        <span className="text-sm">{t("priceInquiry.deadline")}: <ZonedTime value={data.quoteDeadline} named /></span>
      </div>
      {notice && <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/30 dark:text-amber-200" data-testid="quote-closed">{tq(notice)}</p>}
      {data.terms && <p className="whitespace-pre-wrap rounded-md bg-muted/50 p-3 text-sm">{data.terms}</p>}
      {data.files.length > 0 && (
        <ul className="flex flex-wrap gap-3 text-sm">
          {data.files.map((f) => (
            <li key={f.id}><a className="inline-flex items-center gap-1 text-primary hover:underline" href={`/api/erp-purchase/price-inquiry/file/${f.id}`} target="_blank" rel="noreferrer">
              <Paperclip className="size-4" aria-hidden="true" />{f.name}</a></li>
          ))}
        </ul>
      )}
      <QuoteEditor key={version} data={data} onSaved={(d) => { setData(d); setVersion((v) => v + 1); }} />
      <ConversationSection kind="price_inquiry" documentId={data.invitationId} lines={data.lines.map((l) => ({ id: l.id, label: `${l.lineNo} · ${l.itemno}` }))} />
    </div>
  );
}
