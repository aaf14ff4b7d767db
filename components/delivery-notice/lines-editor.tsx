"use client";

import { useLocale, useTranslations } from "next-intl";
import { Trash2 } from "lucide-react";
import { decCmp } from "@/lib/contracts/decimal";
import { noticeLineTable, type NoticeLineField } from "@/lib/contracts/erp-purchase/delivery-notice-columns";
import type { FieldErrors } from "@/lib/contracts/envelope";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { DecimalInput } from "@/components/ui/decimal-input";
import { formatDecimal } from "@/components/common/format";
import { liveValuation, withThisQty, type LineDraft } from "./form-state";
import { ScrollRegion } from "@/components/common/scroll-region";

type Editable = "thisQty" | "perPack" | "packs" | "loose";
const { caption } = noticeLineTable;
const columns: readonly NoticeLineField[] = ["pono", "itemno", "itemdesc", "payqty", "remainQty", "thisQty", "perPack", "packs", "loose", "valuation"];
/** Shown numbers align right; the editable ones are inputs. */
const shownRight: readonly NoticeLineField[] = ["payqty", "remainQty", "valuation"];

/** The notice's lines: this-time quantity and packing per line, with the valuation computed live. */
export function LinesEditor({
  lines,
  errors,
  onChange,
  onRemove,
}: {
  lines: LineDraft[];
  errors: FieldErrors;
  onChange: (index: number, patch: Partial<LineDraft>) => void;
  onRemove: (index: number) => void;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const head = "px-2 py-1.5 text-left font-medium whitespace-nowrap text-muted-foreground";
  const num = "px-2 py-1.5 text-right tabular-nums whitespace-nowrap";
  const input = (i: number, l: LineDraft, f: Editable, label: string, width = "w-24") => {
    const err = errors[`lines.${i}.${f}`]?.[0];
    const take = (v: string) => onChange(i, f === "thisQty" ? withThisQty(l, v) : { [f]: v });
    const props = { className: width, "aria-label": `${l.pono}-${l.lineNo} · ${label}`, "aria-invalid": err ? true : undefined, value: l[f], "data-testid": `line-${f}` };
    return (
      <td className="px-2 py-1.5 align-top">
        {f === "packs"
          ? <Input {...props} clearable={false} inputMode="numeric" onChange={(e) => take(e.target.value)} />
          : <DecimalInput {...props} clearable={false} onValueChange={take} />}
        {err && (
          <p role="alert" className="mt-1 max-w-40 text-xs whitespace-normal text-destructive">
            {err}
          </p>
        )}
      </td>
    );
  };
  if (!lines.length) {
    return (
      <p className={cn("rounded-md border border-dashed px-3 py-6 text-center text-sm", errors.lines ? "border-destructive text-destructive" : "border-border text-muted-foreground")} role={errors.lines ? "alert" : undefined}>
        {errors.lines?.[0] ?? t("deliveryNotice.form.noLines")}
      </p>
    );
  }
  return (
    <ScrollRegion label={t("deliveryNotice.form.lines")}>
      {errors.lines?.[0] && <p role="alert" className="px-3 pt-2 text-sm text-destructive">{errors.lines[0]}</p>}
      <table className="w-full text-[length:var(--control-text)]" data-testid="notice-lines">
        <thead className="bg-muted">
          <tr>
            {columns.map((f) => (
              <th key={f} className={cn(head, shownRight.includes(f) && "text-right")}>{t(caption(f))}</th>
            ))}
            <th className={head}>
              <span className="sr-only">{t("common.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => {
            const v = liveValuation(l);
            const matches = v !== null && /^\d+(\.\d+)?$/.test(l.thisQty.trim()) && decCmp(v, l.thisQty.trim()) === 0;
            return (
              <tr key={l.poLineId} className="border-t border-border" data-testid="notice-line">
                <td className="px-2 py-1.5 whitespace-nowrap">
                  {l.pono}-{l.lineNo}
                </td>
                <td className="px-2 py-1.5 whitespace-nowrap">{l.itemno}</td>
                <td className="max-w-48 truncate px-2 py-1.5" title={l.itemdesc}>
                  {l.itemdesc}
                  <div className="text-xs text-muted-foreground">{[l.specs, l.packunit].filter(Boolean).join(" · ")}</div>
                </td>
                <td className={num}>{formatDecimal(l.payqty, locale)}</td>
                <td className={num} data-testid="line-max">{formatDecimal(l.maxQty, locale)}</td>
                {input(i, l, "thisQty", t(caption("thisQty")))}
                {input(i, l, "perPack", t(caption("perPack")))}
                {input(i, l, "packs", t(caption("packs")), "w-20")}
                {input(i, l, "loose", t(caption("loose")))}
                <td className={cn(num, "font-semibold", v !== null && !matches && "text-destructive")} aria-live="polite" data-testid="line-valuation">
                  {v === null ? "—" : formatDecimal(v, locale)}
                </td>
                <td className="px-2 py-1.5">
                  <Button type="button" variant="ghost" size="icon" className="size-7" aria-label={t("deliveryNotice.form.removeLine", { line: `${l.pono}-${l.lineNo}` })} onClick={() => onRemove(i)}>
                    <Trash2 className="size-4" />
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
