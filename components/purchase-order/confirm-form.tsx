"use client";

import { Fragment } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Plus, Trash2 } from "lucide-react";
import {
  confirmDecisions, confirmInput, isValidPartial, maxScheduleLines, purchaseOrderList, purchaseOrderOps, type ConfirmDecision, type PurchaseOrderLine,
} from "@/lib/contracts/erp-purchase/purchase-order";
import { enumCaption } from "@/lib/contracts/kit/captions";
import type { FieldErrors } from "@/lib/contracts/envelope";
import { callOp } from "@/lib/client/request";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { DecimalInput } from "@/components/ui/decimal-input";
import { DateInput } from "@/components/ui/date-input";
import { LazySelect } from "@/components/ui/lazy-select";
import { dropErrors, formatDecimal, trimOrEmpty } from "@/components/common/format";
import { useContractForm } from "@/components/common/use-contract-form";
import { decAdd, decCmp, decSub, isDecimal } from "@/lib/contracts/decimal";
import { formatQuantity } from "@/lib/number-format";
import { ScrollRegion } from "@/components/common/scroll-region";
import { useBusinessToday } from "@/components/common/use-business-today";

interface Draft {
  lineId: number;
  decision: ConfirmDecision;
  promisedDate: string;
  promisedQty: string;
  reason: string;
  /** Schedule lines (quantity and date); empty: one promised date for the line. */
  schedule: Array<{ qty: string; promisedDate: string }>;
}

const draftOf = (l: PurchaseOrderLine): Draft => ({
  lineId: l.id,
  decision: l.confirmation?.decision ?? "accept",
  promisedDate: l.confirmation?.promisedDate ?? l.deldate,
  promisedQty: trimOrEmpty(l.confirmation?.promisedQty ?? l.payqty),
  reason: l.confirmation?.reason ?? "",
  schedule: (l.confirmation?.schedule ?? []).map((p) => ({ qty: trimOrEmpty(p.qty), promisedDate: p.promisedDate })),
});

/** The schedule's sum, counting only what is typed as a number. */
const scheduledSum = (d: Draft) => d.schedule.reduce((a, p) => (isDecimal(p.qty.trim()) ? decAdd(a, p.qty.trim()) : a), "0");

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
        schedule: d.schedule.length ? d.schedule.map((p) => ({ qty: p.qty.trim(), promisedDate: p.promisedDate })) : undefined,
      })),
    }),
    check: (input, tr) => {
      const found: FieldErrors = {};
      input.lines.forEach((d, i) => {
        const ordered = lines[i]!.payqty;
        if (d.schedule?.length) {
          const sum = d.schedule.reduce((a, p) => (isDecimal(p.qty) ? decAdd(a, p.qty) : a), "0");
          if (decCmp(sum, ordered) > 0) found[`lines.${i}.schedule`] = [tr("validation.purchaseOrder.scheduleOver", { sum: formatQuantity(sum, locale), max: formatQuantity(ordered, locale) })];
          return;
        }
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
  const setSchedule = (i: number, schedule: Draft["schedule"]) => patch(i, { schedule });
  // Schedule dates start from today, as the service holds them: a due date already past is not offered.
  const split = (i: number, d: Draft) => {
    const from = d.promisedDate < today ? today : d.promisedDate;
    setSchedule(i, [{ qty: d.promisedQty || trimOrEmpty(lines[i]!.payqty), promisedDate: from }, { qty: "", promisedDate: from }]);
  };
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
              const scheduled = d.schedule.length > 0;
              const sum = scheduledSum(d);
              return (
                <Fragment key={d.lineId}>
                <tr className="border-t align-top border-border" data-testid="confirm-line" data-line-id={d.lineId}>
                  <td className="px-2 py-1.5">{line.lineNo}</td>
                  <td className="max-w-48 px-2 py-1.5">
                    <div className="truncate font-medium">{line.itemno}</div>
                    <div className="truncate text-xs text-muted-foreground">{line.itemdesc}</div>
                  </td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{formatDecimal(line.payqty, locale)}</td>
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
                    {!scheduled && d.decision !== "decline" && (
                      <Button type="button" variant="link" size="sm" className="mt-1 h-auto text-xs" onClick={() => split(i, d)} data-testid="schedule-split">
                        {t("purchaseOrder.schedule.split")}
                      </Button>
                    )}
                  </td>
                  {scheduled ? (
                    <td className="px-2 py-1.5 text-muted-foreground">{d.schedule.at(-1)?.promisedDate}</td>
                  ) : (
                  <Cell error={err(i, "promisedDate")}>
                    <DateInput clearable={false} wrapperClassName="w-[11.5rem]" aria-label={name(t("purchaseOrder.confirm.promisedDate"))}
                      aria-invalid={err(i, "promisedDate") ? true : undefined} value={d.promisedDate}
                      onValueChange={(v) => patch(i, { promisedDate: v })} />
                  </Cell>
                  )}
                  {scheduled ? (
                    <td className="px-2 py-1.5 text-right tabular-nums text-muted-foreground">{formatDecimal(sum, locale)}</td>
                  ) : (
                  <Cell error={err(i, "promisedQty")}>
                    <DecimalInput className="w-28" aria-label={name(t("purchaseOrder.confirm.promisedQty"))}
                      aria-invalid={err(i, "promisedQty") ? true : undefined} value={d.promisedQty} clearLabel={t("common.clear")}
                      onValueChange={(promisedQty) => patch(i, { promisedQty })} data-testid="confirm-qty" />
                  </Cell>
                  )}
                  <Cell error={err(i, "reason")}>
                    <Input className="w-44" maxLength={500} aria-label={name(t("purchaseOrder.confirm.reason"))}
                      aria-invalid={err(i, "reason") ? true : undefined} value={d.reason} clearLabel={t("common.clear")}
                      onChange={(e) => patch(i, { reason: e.target.value })} data-testid="confirm-reason" />
                  </Cell>
                </tr>
                {scheduled && (
                  <tr className="align-top" data-testid="schedule-editor">
                    <td colSpan={8} className="px-2 pb-2">
                      {/* Held in the visible part of the scrolling table, at most as wide as a phone shows it. */}
                      <fieldset className="sticky left-2 grid w-fit max-w-[calc(100vw-4.5rem)] gap-1.5 rounded-md border border-border bg-muted/40 p-2">
                        <legend className="px-1 text-xs font-medium text-muted-foreground">
                          {name(t("purchaseOrder.schedule.title"))}
                        </legend>
                        {d.schedule.map((p, k) => {
                          const label = (f: string) => `${name(t("purchaseOrder.schedule.line", { n: k + 1 }))} · ${f}`;
                          const pErr = err(i, `schedule.${k}.promisedDate`);
                          const qErr = err(i, `schedule.${k}.qty`);
                          return (
                            <div key={k} className="flex flex-wrap items-start gap-1.5 sm:gap-2" data-testid="schedule-row">
                              <span className="w-5 pt-1.5 text-right text-xs text-muted-foreground tabular-nums sm:w-6">{k + 1}</span>
                              <div>
                                <DateInput clearable={false} wrapperClassName="w-[9.5rem] sm:w-[11.5rem]" aria-label={label(t("purchaseOrder.schedule.date"))}
                                  aria-invalid={pErr ? true : undefined} value={p.promisedDate}
                                  onValueChange={(v) => setSchedule(i, d.schedule.map((x, j) => (j === k ? { ...x, promisedDate: v } : x)))} />
                                {pErr && <p role="alert" className="mt-1 max-w-44 text-xs text-destructive">{pErr}</p>}
                              </div>
                              <div>
                                <DecimalInput className="w-20 sm:w-28" aria-label={label(t("purchaseOrder.schedule.qty"))} clearable={false}
                                  aria-invalid={qErr ? true : undefined} value={p.qty} data-testid="schedule-qty"
                                  onValueChange={(qty) => setSchedule(i, d.schedule.map((x, j) => (j === k ? { ...x, qty } : x)))} />
                                {qErr && <p role="alert" className="mt-1 max-w-44 text-xs text-destructive">{qErr}</p>}
                              </div>
                              <Button type="button" variant="ghost" size="icon" className="size-7" aria-label={t("purchaseOrder.schedule.remove", { n: k + 1 })}
                                onClick={() => setSchedule(i, d.schedule.filter((_, j) => j !== k))}>
                                <Trash2 className="size-4" />
                              </Button>
                            </div>
                          );
                        })}
                        <div className="flex flex-wrap items-center gap-3">
                          <Button type="button" variant="outline" size="sm" disabled={d.schedule.length >= maxScheduleLines} data-testid="schedule-add"
                            onClick={() => setSchedule(i, [...d.schedule, { qty: "", promisedDate: d.schedule.at(-1)?.promisedDate ?? d.promisedDate }])}>
                            <Plus className="size-4" />
                            {t("purchaseOrder.schedule.add")}
                          </Button>
                          <span className="text-xs text-muted-foreground" data-testid="schedule-sum">
                            {t("purchaseOrder.schedule.summary", { sum: formatDecimal(sum, locale), ordered: formatDecimal(line.payqty, locale) })}
                            {decCmp(sum, line.payqty) < 0 && ` · ${t("purchaseOrder.schedule.rest", { rest: formatDecimal(decSub(line.payqty, sum), locale) })}`}
                          </span>
                        </div>
                        {err(i, "schedule") && <p role="alert" className="text-xs text-destructive">{err(i, "schedule")}</p>}
                      </fieldset>
                    </td>
                  </tr>
                )}
                </Fragment>
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
