"use client";

import { useTranslations } from "next-intl";
import type { LabelSourceNotice } from "@/lib/contracts/label/purchase-label";
import { cn } from "@/lib/utils";

const trim = (v: string) => v.replace(/\.?0+$/, "");

/** The notice's lines as a radio group (arrow keys move between them), with the labels each has already. */
export function NoticeLinePicker({ notice, value, error, onChange }: { notice: LabelSourceNotice; value: string; error?: string; onChange: (id: string) => void }) {
  const t = useTranslations();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? "label-line-error" : undefined}>
      <legend className="mb-1 text-sm font-medium">{t("purchaseLabel.fields.line")} · {notice.noticeNo} · {notice.venno} {notice.vensname}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {notice.lines.map((l) => (
          <label
            key={l.id}
            className={cn("flex cursor-pointer gap-3 rounded-lg border p-3 text-sm border-border has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring", value === String(l.id) && "border-primary bg-primary/5")}
            data-testid="label-line"
          >
            <input type="radio" name="noticeLineId" value={l.id} checked={value === String(l.id)} onChange={() => onChange(String(l.id))} className="mt-1" />
            <span className="grid gap-0.5">
              <span className="font-medium">{l.lineNo}. {l.itemno} {l.itemdesc}</span>
              <span className="text-muted-foreground">{l.pono}-{l.poLineNo}{l.applyNo && ` · ${t("purchaseLabel.lineApply", { applyNo: l.applyNo })}`} · {trim(l.thisQty)} {l.packunit} · {t("purchaseLabel.lineLabels", { count: l.labelCount })}</span>
            </span>
          </label>
        ))}
      </div>
      {error && <p id="label-line-error" role="alert" className="text-sm text-destructive">{error}</p>}
    </fieldset>
  );
}
