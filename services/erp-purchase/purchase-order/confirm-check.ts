import { isValidPartial, type ConfirmDecision, type ConfirmInput } from "@/lib/contracts/erp-purchase/purchase-order";
import type { FieldErrors } from "@/lib/contracts/envelope";
import type { Translate } from "@/lib/contracts/issues";
import { decCmp } from "@/lib/contracts/decimal";
import { formatQuantity } from "@/lib/quantity-format";
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
}

/**
 * Checks the confirmed lines against the order's locked lines. Accepting an order needs every line and
 * at least one line not declined (declining all of it is "Decline order"); afterwards only open lines
 * change, and a line with quantities already sent cannot be declined.
 */
export function checkConfirmLines(
  input: ConfirmInput["lines"],
  lines: OrderLineState[],
  at: { accepting: boolean; today: string; locale: string },
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
    const qty = l.decision === "accept" ? ordered : l.decision === "decline" ? "0" : (l.promisedQty ?? ordered);
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
    return { lineId: l.lineId, decision: l.decision as ConfirmDecision, date: l.promisedDate, qty, reason: l.reason || null };
  });
  if (accepting) {
    const given = new Set(input.map((l) => l.lineId));
    if (lines.some((l) => !given.has(Number(l.id)))) errors.lines = [t("validation.purchaseOrder.allLines")];
    else if (input.every((l) => l.decision === "decline")) errors.lines = [t("validation.purchaseOrder.declineAll")];
  }
  if (Object.keys(errors).length) throw new AppError("VALIDATION", "errors.validation", {}, errors);
  return values as ConfirmValue[];
}
