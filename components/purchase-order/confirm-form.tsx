"use client";

import { useLocale, useTranslations } from "next-intl";
import {
  confirmDecisions, confirmInput, isValidPartial, purchaseOrderList, purchaseOrderOps, type ConfirmDecision, type PurchaseOrderLine,
} from "@/lib/contracts/erp-purchase/purchase-order";
import { enumCaption } from "@/lib/contracts/kit/captions";
import type { FieldErrors } from "@/lib/contracts/envelope";
import { callOp } from "@/lib/client/request";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { DateInput } from "@/components/ui/date-input";
import { LazySelect } from "@/components/ui/lazy-select";
import { dropErrors, formatDecimal, trimOrEmpty } from "@/components/common/format";
import { useContractForm } from "@/components/common/use-contract-form";
import { isDecimal } from "@/lib/contracts/decimal";
import { formatQuantity } from "@/lib/quantity-format";
import { ScrollRegion } from "@/components/common/scroll-region";
import { useBusinessToday } from "@/components/common/use-business-today";

interface Draft {
  lineId: number;
  decision: ConfirmDecision;
  promisedDate: string;
  promisedQty: string;
  reason: string;
}

const draftOf = (l: PurchaseOrderLine): Draft => ({
  lineId: l.id,
  decision: l.confirmation?.decision ?? "accept",
  promisedDate: l.confirmation?.promisedDate ?? l.deldate,
  promisedQty: trimOrEmpty(l.confirmation?.promisedQty ?? l.payqty),
  reason: l.confirmation?.reason ?? "",
});

/** A back-order promises a later delivery: a due date already past moves to today, which the service accepts. */
const decisionChange = (d: Draft, decision: ConfirmDecision, today: string): Partial<Draft> =>
  decision === "backorder" && d.promisedDate < today ? { decision, promisedDate: today } : { decision };

/**
 * The supplier confirms every line: accept, accept in part (promised quantity), back-order or decline
 * (reason). `accepting`: the order is not accepted yet, and this submit accepts it with these lines.
 */
export function ConfirmForm({
  orderId,
  lines,
  accepting = false,
  onCancel,
  onSaved,
  onRefused,
}: {
  orderId: number;
  lines: PurchaseOrderLine[];
  accepting?: boolean;
  onCancel: () => void;
  onSaved: () => void;
  onRefused?: () => void;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const form = useContractForm(confirmInput, { lines: lines.map(draftOf) }, {
    toInput: (v) => ({
      lines: v.lines.map((d) => ({
        lineId: d.lineId,
        decision: d.decision,
        promisedDate: d.promisedDate,
        promisedQty: d.promisedQty.trim() || undefined,
        reason: d.reason.trim() || undefined,
      })),
    }),
    check: (input, tr) => {
      const found: FieldErrors = {};
      input.lines.forEach((d, i) => {
        const ordered = lines[i]!.payqty;
        if (d.decision === "partial" && d.promisedQty && isDecimal(d.promisedQty) && !isValidPartial(d.promisedQty, ordered)) {
          found[`lines.${i}.promisedQty`] = [tr("validation.purchaseOrder.partialQty", { max: formatQuantity(ordered, locale) })];
        }
      });
      return found;
    },
    onSubmit: (body) => callOp(purchaseOrderOps.confirm, { params: { id: orderId }, body }),
    successMessage: accepting ? "purchaseOrder.confirm.accepted" : "purchaseOrder.confirm.done",
    onSuccess: onSaved,
    onRefused,
  });
  const drafts = form.values.lines;
  const { errors, setErrors } = form;
  const busy = form.pending;
  const today = useBusinessToday();
  const patch = (i: number, p: Partial<Draft>) => {
    form.setValues((v) => ({ lines: v.lines.map((d, j) => (j === i ? { ...d, ...p } : d)) }));
    setErrors((e) => dropErrors(e, `lines.${i}`));
  };

  const err = (i: number, f: string) => errors[`lines.${i}.${f}`]?.[0];
  const head = "px-2 py-1.5 text-left font-medium text-muted-foreground whitespace-nowrap";
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-3" data-testid="confirm-form">
      {errors.lines?.[0] && <p role="alert" className="text-sm text-destructive">{errors.lines[0]}</p>}
      <ScrollRegion label={t("purchaseOrder.confirm.title")}>
        <table className="w-full text-[length:var(--control-text)]">
          <thead className="bg-muted">
            <tr>
              <th className={head}>{t(purchaseOrderList.caption("lineNo"))}</th>
              <th className={head}>{t(purchaseOrderList.caption("itemdesc"))}</th>
              <th className={`${head} text-right`}>{t(purchaseOrderList.caption("payqty"))}</th>
              <th className={head}>{t(purchaseOrderList.caption("deldate"))}</th>
              <th className={head}>{t("purchaseOrder.confirm.decision")}</th>
              <th className={head}>{t("purchaseOrder.confirm.promisedDate")}</th>
              <th className={head}>{t("purchaseOrder.confirm.promisedQty")}</th>
              <th className={head}>{t("purchaseOrder.confirm.reason")}</th>
            </tr>
          </thead>
          <tbody>
            {drafts.map((d, i) => {
              const line = lines[i]!;
              const name = (f: string) => `${t("purchaseOrder.confirm.line", { line: line.lineNo })} · ${f}`;
              return (
                <tr key={d.lineId} className="border-t align-top border-border" data-testid="confirm-line">
                  <td className="px-2 py-1.5">{line.lineNo}</td>
                  <td className="max-w-48 px-2 py-1.5">
                    <div className="truncate font-medium">{line.itemno}</div>
                    <div className="truncate text-xs text-muted-foreground">{line.itemdesc}</div>
                  </td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{formatDecimal(line.payqty)}</td>
                  <td className="px-2 py-1.5 whitespace-nowrap">{line.deldate}</td>
                  <td className="px-2 py-1.5">
                    <LazySelect
                      className="min-w-32"
                      aria-label={name(t("purchaseOrder.confirm.decision"))}
                      data-testid="confirm-decision"
                      value={d.decision}
                      onValueChange={(v) => patch(i, decisionChange(d, v as ConfirmDecision, today))}
                      options={confirmDecisions.map((c) => ({ value: c, label: t(enumCaption("confirmDecision", c)) }))}
                    />
                  </td>
                  <Cell error={err(i, "promisedDate")}>
                    <DateInput clearable={false} wrapperClassName="w-[11.5rem]" aria-label={name(t("purchaseOrder.confirm.promisedDate"))}
                      aria-invalid={err(i, "promisedDate") ? true : undefined} value={d.promisedDate}
                      onValueChange={(v) => patch(i, { promisedDate: v })} />
                  </Cell>
                  <Cell error={err(i, "promisedQty")}>
                    <Input inputMode="decimal" className="w-28" aria-label={name(t("purchaseOrder.confirm.promisedQty"))}
                      aria-invalid={err(i, "promisedQty") ? true : undefined} value={d.promisedQty} clearLabel={t("common.clear")}
                      onChange={(e) => patch(i, { promisedQty: e.target.value })} data-testid="confirm-qty" />
                  </Cell>
                  <Cell error={err(i, "reason")}>
                    <Input className="w-44" maxLength={500} aria-label={name(t("purchaseOrder.confirm.reason"))}
                      aria-invalid={err(i, "reason") ? true : undefined} value={d.reason} clearLabel={t("common.clear")}
                      onChange={(e) => patch(i, { reason: e.target.value })} data-testid="confirm-reason" />
                  </Cell>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={busy} data-testid="confirm-submit">
          {t(accepting ? "purchaseOrder.confirm.acceptSubmit" : "purchaseOrder.confirm.submit")}
        </Button>
      </div>
    </form>
  );
}

function Cell({ error, children }: { error?: string; children: React.ReactNode }) {
  return (
    <td className="px-2 py-1.5">
      {children}
      {error && (
        <p role="alert" className="mt-1 max-w-44 text-xs text-destructive">
          {error}
        </p>
      )}
    </td>
  );
}
