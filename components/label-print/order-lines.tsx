"use client";

import { useTranslations } from "next-intl";
import type { LabelOrder } from "@/lib/contracts/label/label-print";
import { cn } from "@/lib/utils";

const trim = (v: string) => (v.includes(".") ? v.replace(/\.?0+$/, "") : v);

/** The processing order's lines as a radio group (arrow keys move between them), with the labels of the kind each has. */
export function OrderLinePicker({ order, value, error, onChange }: { order: LabelOrder; value: string; error?: string; onChange: (id: string) => void }) {
  const t = useTranslations();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? "label-order-error" : undefined}>
      <legend className="mb-1 text-sm font-medium">{t("labelPrint.fields.line")} · {order.outNo} · {order.venno} {order.vensname}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {order.lines.map((l) => (
          <label
            key={l.id}
            className={cn("flex cursor-pointer gap-3 rounded-lg border p-3 text-sm border-border has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring", value === String(l.id) && "border-primary bg-primary/5")}
            data-testid="label-order-line"
          >
            <input type="radio" name="orderId" value={l.id} checked={value === String(l.id)} onChange={() => onChange(String(l.id))} className="mt-1" />
            <span className="grid gap-0.5">
              <span className="font-medium">{l.lineNo}. {l.itemNo} · {l.materialNo} {l.processName}</span>
              <span className="text-muted-foreground">
                {t("labelPrint.lineQuantities", { outbound: trim(l.outboundQty), completed: trim(l.completedQty), unit: l.unit })} · {t("labelPrint.lineLabels", { count: l.labelCount })}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && <p id="label-order-error" role="alert" className="text-sm text-destructive">{error}</p>}
    </fieldset>
  );
}
