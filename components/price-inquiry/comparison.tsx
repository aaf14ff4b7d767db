"use client";

import { useCallback, useEffect, useState } from "react";
import { useLocale, useTimeZone, useTranslations } from "next-intl";
import { defaultTimeZone, formatZonedNamed } from "@/lib/business-time";
import { priceInquiryOps, type Comparison, type InquiryDetail } from "@/lib/contracts/erp-purchase/price-inquiry";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { ZonedTime } from "@/components/common/zoned-time";
import { formatDecimal } from "@/components/common/format";
import { ConfirmAction } from "@/components/common/confirm-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * Quotes side by side per material after the deadline: the lowest unit price marked, lead time, validity and
 * each quote's revisions; while closed, the buyer picks one quote per material and awards.
 */
export function InquiryComparison({ inquiry, onAwarded }: { inquiry: InquiryDetail; onAwarded: () => void }) {
  const t = useTranslations("priceInquiry");
  const timeZone = useTimeZone() ?? defaultTimeZone;
  const locale = useLocale();
  const [data, setData] = useState<Comparison | null>(null);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const sealed = inquiry.status === "released";
  const load = useCallback(() => {
    if (sealed) return;
    callOp(priceInquiryOps.comparison, { params: { id: inquiry.id } }).then(setData).catch(() => undefined);
  }, [inquiry.id, sealed]);
  useEffect(() => load(), [load, inquiry.status]);

  if (sealed) {
    return <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground" data-testid="comparison-sealed">{t("sealed", { deadline: formatZonedNamed(inquiry.quoteDeadline, timeZone, locale) })}</p>;
  }
  if (!data) return null;
  const canAward = data.status === "closed";
  const award = async () => {
    setBusy(true);
    try {
      await callOp(priceInquiryOps.award, { params: { id: inquiry.id }, body: { lines: Object.entries(chosen).map(([lineId, quoteId]) => ({ lineId: Number(lineId), quoteId })) } });
      toast.success(t("awarded"));
      setConfirm(false);
      onAwarded();
    } catch {
      // shown by the request helper
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="inq-compare" className="flex flex-col gap-4" data-testid="comparison">
      <h2 id="inq-compare" className="text-base font-semibold">{t("compare")}</h2>
      {data.lines.map((line) => (
        <fieldset key={line.id} className="rounded-md border" data-testid="comparison-line">
          <legend className="px-2 text-sm font-medium"><span className="font-mono">{line.itemno}</span> {line.itemdesc} · {formatDecimal(line.qty, locale)} {line.unit} · {line.requiredDate}</legend>
          {line.quotes.length === 0 ? <p className="p-3 text-sm text-muted-foreground">{t("noQuotes")}</p> : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead className="bg-muted/50 text-left">
                  <tr>
                    {canAward && <th className="px-3 py-2"><span className="sr-only">{t("awardChoose")}</span></th>}
                    {["supplier", "unitPrice", "taxPrice", "leadTime", "validUntil", "remark", "history"].map((k) => <th key={k} className="px-3 py-2 font-medium">{t(k)}</th>)}
                  </tr>
                </thead>
                <tbody>
                  {line.quotes.map((q) => (
                    <tr key={q.quoteId} className={cn("border-t", q.lowest && "bg-emerald-50 dark:bg-emerald-950/30")} data-testid="comparison-quote">
                      {canAward && (
                        <td className="px-3 py-2">
                          <input type="radio" name={`award-${line.id}`} aria-label={`${t("awardChoose")} ${q.venNo}`} checked={chosen[line.id] === q.quoteId}
                            onChange={() => setChosen((c) => ({ ...c, [line.id]: q.quoteId }))} data-testid="award-choice" />
                        </td>
                      )}
                      <td className="px-3 py-2"><span className="font-mono">{q.venNo}</span> {q.supplierName} {q.awarded && <Badge>{t("award")}</Badge>}</td>
                      <td className="px-3 py-2 tabular-nums">{formatDecimal(q.unitPrice, locale)} {q.currency} {q.lowest && <Badge variant="secondary" data-testid="lowest">{t("lowest")}</Badge>}</td>
                      <td className="px-3 py-2 tabular-nums">{formatDecimal(q.taxPrice, locale)}</td>
                      <td className="px-3 py-2">{t("leadDays", { days: q.leadDays })}</td>
                      <td className="px-3 py-2">{q.validUntil}</td>
                      <td className="px-3 py-2">{q.remark}</td>
                      <td className="px-3 py-2">
                        <details>
                          <summary className="cursor-pointer">{t("revision", { n: q.revision })}</summary>
                          <ol className="mt-1 flex flex-col gap-0.5 text-xs text-muted-foreground">
                            {q.history.map((h) => (
                              <li key={h.revision}>{t("revision", { n: h.revision })}: {formatDecimal(h.unitPrice, locale)} {h.currency} · {t("leadDays", { days: h.leadDays })} · <ZonedTime value={h.submittedAt} /></li>
                            ))}
                          </ol>
                        </details>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </fieldset>
      ))}
      {canAward && (
        <RequireRights anyOf={[rights.priceInquiry.award]}>
          <Button className="self-start" disabled={Object.keys(chosen).length === 0} onClick={() => setConfirm(true)} data-testid="award">
            {t("award")}
          </Button>
        </RequireRights>
      )}
      <ConfirmAction open={confirm} title={t("award")} body={t("awardConfirm", { count: Object.keys(chosen).length })} action={t("award")}
        busy={busy} onConfirm={() => void award()} onClose={() => setConfirm(false)} />
    </section>
  );
}
