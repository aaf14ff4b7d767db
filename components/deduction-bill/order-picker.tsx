"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { deductionBillOps, type DeductionOrderOption } from "@/lib/contracts/erp-production/deduction-bill";
import { callOp } from "@/lib/client/request";
import { formatDecimal } from "@/components/common/format";
import type { FormFieldControlProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/**
 * Finds the linked outsourced order by its number (prefix, the company's orders, newest first) and answers
 * its id. The choice is shown under the input; typing again clears it.
 */
export function OrderPicker({ control, value, onChange }: { control: FormFieldControlProps; value: number | null; onChange: (id: number | null) => void }) {
  const t = useTranslations("deductionBill.issue");
  const locale = useLocale();
  const [text, setText] = useState("");
  const [found, setFound] = useState<DeductionOrderOption[] | null>(null);
  const [chosen, setChosen] = useState<DeductionOrderOption | null>(null);
  useEffect(() => {
    const q = text.trim();
    if (q.length < 2) return;
    const ctl = new AbortController();
    const timer = setTimeout(() => {
      callOp(deductionBillOps.orders, { query: { outNo: q }, signal: ctl.signal })
        .then(setFound, () => undefined);
    }, 250);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [text]);
  const label = (o: DeductionOrderOption) => t("orderOption", { outNo: o.outNo, lineNo: o.lineNo, supplier: `${o.venno} ${o.vensname}`, process: o.processName, qty: `${formatDecimal(o.outboundQty, locale)} ${o.unit}` });
  return (
    <div className="grid gap-1">
      <Input {...control} value={text} placeholder={t("orderSearch")} autoComplete="off" data-testid="issue-order"
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim().length < 2) setFound(null);
          if (value !== null) {
            setChosen(null);
            onChange(null);
          }
        }} />
      {chosen && value === chosen.id ? (
        <p className="text-sm text-muted-foreground" data-testid="issue-order-chosen">{label(chosen)}</p>
      ) : found && (
        found.length ? (
          <ul role="listbox" aria-label={t("order")} className="max-h-48 overflow-y-auto rounded-md border border-border text-sm">
            {found.map((o) => (
              <li key={o.id} role="option" aria-selected={false}>
                <button type="button" className="w-full px-2 py-1.5 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                  onClick={() => {
                    setChosen(o);
                    setText(o.outNo);
                    onChange(o.id);
                  }}>{label(o)}</button>
              </li>
            ))}
          </ul>
        ) : <p className="text-sm text-muted-foreground">{t("orderNone")}</p>
      )}
    </div>
  );
}
