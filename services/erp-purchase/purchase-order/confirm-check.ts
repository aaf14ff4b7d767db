import { isValidPartial, type ConfirmDecision, type ConfirmInput } from "@/lib/contracts/erp-purchase/purchase-order";
import type { FieldErrors } from "@/lib/contracts/envelope";
import type { Translate } from "@/lib/contracts/issues";
import { decAdd, decCmp, decSub } from "@/lib/contracts/decimal";
import { formatQuantity } from "@/lib/number-format";
import { AppError } from "@/services/core/errors";

export type OrderLineState = {
  id: number;
  payqty: string;
  sentQty: string;
  completeStatus: string;
};

export interface ConfirmValue {
  lineId: number;
  decision: ConfirmDecision;
  date: string;
  qty: string;
  reason: string | null;
  /** The schedule lines in date order; empty when the line has one date. */
  schedule: Array<{ qty: string; promisedDate: string }>;
}

/** A line's confirmation as stored: what a resubmitted line is compared with. */
export interface StoredConfirmation {
  decision: ConfirmDecision;
  promisedDate: string;
  promisedQty: string;
  reason: string | null;
  /** Its schedule lines in date order; empty for one date. */
  schedule: Array<{ qty: string; promisedDate: string }>;
}

const byDate = (a: { qty: string; promisedDate: string }, b: { qty: string; promisedDate: string }) =>
  a.promisedDate.localeCompare(b.promisedDate) || decCmp(a.qty, b.qty);

/** What a submitted line would store: its schedule's sum and last date when split, else its decision's quantity. */
function valueOf(l: ConfirmInput["lines"][number], ordered: string): ConfirmValue {
  const schedule = [...(l.schedule ?? [])].sort(byDate);
  const reason = l.reason || null;
  if (schedule.length) {
    const sum = schedule.reduce((a, s) => decAdd(a, s.qty), "0");
    const decision: ConfirmDecision = decCmp(sum, ordered) < 0 ? "partial" : l.decision === "backorder" ? "backorder" : "accept";
    return { lineId: l.lineId, decision, date: schedule.at(-1)!.promisedDate, qty: sum, reason, schedule };
  }
  const qty = l.decision === "accept" ? ordered : l.decision === "decline" ? "0" : (l.promisedQty ?? ordered);
  return { lineId: l.lineId, decision: l.decision as ConfirmDecision, date: l.promisedDate, qty, reason, schedule: [] };
}

const sameAs = (v: ConfirmValue, s: StoredConfirmation | undefined) =>
  !!s && v.decision === s.decision && v.date === s.promisedDate && decCmp(v.qty, String(s.promisedQty)) === 0 && v.reason === (s.reason || null) &&
  v.schedule.length === s.schedule.length &&
  [...s.schedule].sort(byDate).every((p, k) => p.promisedDate === v.schedule[k]!.promisedDate && decCmp(String(p.qty), v.schedule[k]!.qty) === 0);

/**
 * Checks the confirmed lines against the order's locked lines. Accepting an order needs every line and
 * at least one line not declined (declining all of it is "Decline order"); afterwards only open lines
 * change, and a line with quantities already sent cannot be declined. On an accepted order a line sent
 * as it is stored (the screen sends every open line) is left alone: not checked against today, not
 * answered. The answer is the changed lines only.
 */
export function checkConfirmLines(
  input: ConfirmInput["lines"],
  lines: OrderLineState[],
  at: { accepting: boolean; today: string; locale: string; stored?: Map<number, StoredConfirmation> },
  t: Translate,
): ConfirmValue[] {
  const { accepting } = at;
  const byId = new Map(lines.map((l) => [Number(l.id), l]));
  const errors: FieldErrors = {};
  const values = input.map((l, i) => {
    const line = byId.get(l.lineId);
    if (!line) {
      errors[`lines.${i}.lineId`] = [t("validation.purchaseOrder.lineNotInOrder")];
      return null;
    }
    const ordered = String(line.payqty);
    const value = valueOf(l, ordered);
    if (!accepting && sameAs(value, at.stored?.get(l.lineId))) return null;
    if (value.schedule.length) return scheduled(l, i, line, ordered, value);
    const { qty } = value;
    if (l.decision === "partial" && !isValidPartial(qty, ordered)) {
      errors[`lines.${i}.promisedQty`] = [t("validation.purchaseOrder.partialQty", { max: formatQuantity(ordered, at.locale) })];
    }
    // A back-order promises a later delivery: a date before the company's today promises nothing.
    if (l.decision === "backorder" && l.promisedDate < at.today) {
      errors[`lines.${i}.promisedDate`] = [t("validation.purchaseOrder.promisedDatePast", { today: at.today })];
    }
    if (!accepting && line.completeStatus !== "open") errors[`lines.${i}.decision`] = [t("validation.purchaseOrder.lineNotOpen")];
    else if (l.decision === "decline" && decCmp(String(line.sentQty), "0") > 0) {
      errors[`lines.${i}.decision`] = [t("validation.purchaseOrder.declineSent")];
    }
    return value;
  });

  /**
   * A line split into schedule lines: they sum to at most the ordered quantity, the rest is declined with
   * the reason, no date is before today. The confirmation promises their sum by the last date: a partial
   * acceptance when short, otherwise accept (or back-order, as chosen).
   */
  function scheduled(l: ConfirmInput["lines"][number], i: number, line: OrderLineState, ordered: string, value: ConfirmValue): ConfirmValue {
    if (l.decision === "decline") errors[`lines.${i}.schedule`] = [t("validation.purchaseOrder.scheduleDecline")];
    const sum = value.qty;
    if (decCmp(sum, ordered) > 0) {
      errors[`lines.${i}.schedule`] = [t("validation.purchaseOrder.scheduleOver", { sum: formatQuantity(sum, at.locale), max: formatQuantity(ordered, at.locale) })];
    } else if (decCmp(sum, ordered) < 0 && !l.reason) {
      errors[`lines.${i}.reason`] = [t("validation.purchaseOrder.scheduleRestReason", { rest: formatQuantity(decSub(ordered, sum), at.locale) })];
    }
    if (decCmp(sum, String(line.sentQty)) < 0) {
      errors[`lines.${i}.schedule`] ??= [t("validation.purchaseOrder.scheduleBelowSent", { sent: formatQuantity(String(line.sentQty), at.locale) })];
    }
    (l.schedule ?? []).forEach((s, k) => {
      if (s.promisedDate < at.today) errors[`lines.${i}.schedule.${k}.promisedDate`] = [t("validation.purchaseOrder.scheduleDatePast", { today: at.today })];
    });
    if (!accepting && line.completeStatus !== "open") errors[`lines.${i}.decision`] = [t("validation.purchaseOrder.lineNotOpen")];
    return value;
  }
  if (accepting) {
    const given = new Set(input.map((l) => l.lineId));
    if (lines.some((l) => !given.has(Number(l.id)))) errors.lines = [t("validation.purchaseOrder.allLines")];
    else if (input.every((l) => l.decision === "decline")) errors.lines = [t("validation.purchaseOrder.declineAll")];
  }
  if (Object.keys(errors).length) throw new AppError("VALIDATION", "errors.validation", {}, errors);
  return values.filter((v) => v !== null);
}
