import "server-only";
import { deliveryNoticeOps, type NoticeCandidate } from "@/lib/contracts/erp-purchase/delivery-notice";
import { purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import { callOpJson } from "@/lib/upstream/client";
import { readSession } from "@/lib/session";
import { currentLocale } from "@/lib/i18n/request";

export interface OrderPrefill {
  pono: string;
  lines: NoticeCandidate[];
  /** The earliest date the supplier promised for these lines, when any is confirmed. */
  deliverDate: string;
  /** The earliest delivery date the order asks for these lines. */
  requiredDate: string;
}

const earliest = (days: (string | null | undefined)[]) => days.filter((d): d is string => !!d).sort()[0] ?? "";

/**
 * "Create ship notice" from an order: its lines that a notice may take today (the picker's own candidates, so the
 * same rules hold), with the quantities they allow (a confirmed partial quantity limits them) and the promised date.
 */
export async function orderPrefill(orderId: number): Promise<OrderPrefill | null> {
  const session = await readSession();
  if (!session.token) return null;
  const opts = { token: session.token, locale: await currentLocale() };
  const order = await callOpJson(purchaseOrderOps.detail, { ...opts, params: { id: orderId } });
  if (order.returnCode !== 200 || !order.data) return null;
  const o = order.data;
  const found = await callOpJson(deliveryNoticeOps.candidates, { ...opts, query: { pono: o.pono, limit: 200 } });
  const lines = (found.data?.rows ?? []).filter((l) => l.orderId === o.id).sort((a, b) => a.lineNo - b.lineNo);
  const ids = new Set(lines.map((l) => l.id));
  const chosen = o.lines.filter((l) => ids.has(l.id));
  return {
    pono: o.pono,
    lines,
    deliverDate: earliest(chosen.map((l) => (l.confirmation && l.confirmation.decision !== "decline" ? l.confirmation.promisedDate : null))),
    requiredDate: earliest(chosen.map((l) => l.deldate)),
  };
}
