"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { columnCaption, enumCaption } from "@/lib/contracts/kit/captions";
import { datePresets, type DatePreset } from "@/lib/contracts/date-presets";
import type { deliveryPlanOps } from "@/lib/contracts/erp-production/delivery-plan";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import { useOp } from "@/lib/client/use-resource";
import { formatQuantity } from "@/lib/number-format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * /SendPlan/Details: the plan per send date and customer, with each group's notice lines and sums. The page
 * hands it the details operation's address and the list's caption namespace, so no contract schema loads here.
 */
export function PlanDetailsView({ initialRange, op, namespace }: { initialRange?: DatePreset; op: OpAddress<typeof deliveryPlanOps.details>; namespace: string }) {
  const t = useTranslations();
  const locale = useLocale();
  const [range, setRange] = useState<DatePreset>(initialRange ?? "nextHalfMonth");
  const [customer, setCustomer] = useState("");
  const [query, setQuery] = useState({ range: initialRange ?? "nextHalfMonth", customerNo: "" });
  const { data, loading } = useOp(op, undefined, { query });
  const q = (v: string) => formatQuantity(v, locale);
  const c = (f: string) => t(columnCaption(namespace, f));
  return (
    <div className="grid gap-4" data-testid="plan-details">
      <form className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-card p-3 shadow-sm" onSubmit={(e) => { e.preventDefault(); setQuery({ range, customerNo: customer.trim() }); }}>
        <FormField label={t("deliveryPlan.range")} className="w-48">
          <select className="h-[var(--control-h)] rounded-md border border-input bg-background px-2 text-sm" value={range} onChange={(e) => setRange(e.target.value as DatePreset)} data-testid="details-range">
            {datePresets.map((p) => <option key={p} value={p}>{t(enumCaption("datePreset", p))}</option>)}
          </select>
        </FormField>
        <FormField label={c("customerNo")} className="w-48"><Input value={customer} onChange={(e) => setCustomer(e.target.value)} /></FormField>
        <Button type="submit">{t("deliveryPlan.apply")}</Button>
        {data && <span className="text-sm text-muted-foreground">{t("deliveryPlan.detailsRange", { from: data.from, to: data.to })}</span>}
      </form>
      {data?.truncated && <p role="status" className="text-sm text-amber-900">{t("deliveryPlan.truncated")}</p>}
      {!data && loading ? <Skeleton className="h-64 w-full" /> : !data?.groups.length ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground" data-testid="details-empty">{t("deliveryPlan.detailsEmpty")}</p>
      ) : (
        data.groups.map((g) => (
          <section key={`${g.sendDate}-${g.customerNo}`} className="rounded-lg border border-border bg-card shadow-sm" data-testid="details-group">
            <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-border px-4 py-2">
              <h2 className="font-medium">{g.sendDate} · {g.customerNo} {g.customerName}</h2>
              <span className="text-sm text-muted-foreground">{t("deliveryPlan.groupTotal", { send: q(g.sendNowQty), unsent: q(g.unsentQty) })}</span>
            </header>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[40rem] text-sm">
                <thead className="text-left text-muted-foreground"><tr>
                  {["noticeNo", "status", "orderNo", "productCode", "productName", "sendNowQty", "unsentQty", "currentStock"].map((f) => <th key={f} className="px-4 py-1 font-medium">{c(f)}</th>)}
                </tr></thead>
                <tbody>
                  {g.lines.map((l, i) => (
                    <tr key={i} className="border-t border-border">
                      <td className="px-4 py-1">{l.noticeNo}</td>
                      <td className="px-4 py-1"><Badge variant={l.status === "confirmed" ? "success" : l.status === "released" ? "warning" : "outline"}>{t(enumCaption("planStatus", l.status))}</Badge></td>
                      <td className="px-4 py-1">{l.orderNo}</td>
                      <td className="px-4 py-1">{l.productCode}</td>
                      <td className="px-4 py-1">{l.productName}</td>
                      <td className="px-4 py-1 tabular-nums">{q(l.sendNowQty)}</td>
                      <td className="px-4 py-1 tabular-nums">{q(l.unsentQty)}</td>
                      <td className="px-4 py-1 tabular-nums">{q(l.currentStock)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))
      )}
    </div>
  );
}
