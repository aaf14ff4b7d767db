import type { PurchaseOrderDetail, PurchaseOrderLine } from "@/lib/contracts/erp-purchase/purchase-order";
import type { Translate } from "@/lib/contracts/issues";
import { formatQuantity } from "@/lib/number-format";

/** Each line's confirmation as the buyer and the supplier both read it, on paper and in the PDF alike. */
export function confirmationText(t: Translate, locale: string, l: PurchaseOrderLine): string {
  const c = l.confirmation;
  if (!c) return t("purchaseOrder.document.notConfirmed");
  const state = t(`enums.confirmDecision.${c.decision}`);
  if (c.decision === "decline") return c.reason ? `${state}: ${c.reason}` : state;
  const promised = t("purchaseOrder.document.promised", { state, qty: formatQuantity(c.promisedQty, locale), date: c.promisedDate });
  if (!c.schedule.length) return promised;
  const lines = c.schedule.map((s) => t("purchaseOrder.document.scheduleLine", { qty: formatQuantity(s.qty, locale), date: s.promisedDate })).join("; ");
  return t("purchaseOrder.document.schedule", { promised, lines });
}

/** The order's delivery terms, one sentence in the reader's language. */
export const orderTerms = (t: Translate, o: PurchaseOrderDetail) => t("purchaseOrder.document.termsText", { site: o.subcompanyid, currency: o.currency });

/** The order's header fields on paper and in the PDF: a binding document names the supplier by its legal name. */
export function orderFields(t: Translate, o: PurchaseOrderDetail): Array<[string, string]> {
  const caption = (field: string) => t(`purchaseOrder.columns.${field}`);
  return [
    [caption("podate"), o.podate],
    [t("purchaseOrder.document.supplier"), `${o.venno} ${o.venname}`],
    [caption("username"), o.username],
    [caption("subcompanyid"), o.subcompanyid],
    [caption("currency"), o.currency],
    [caption("poType"), o.poTypeLabel],
    [caption("receiveStatus"), t(`enums.receiveStatus.${o.receiveStatus}`)],
    [caption("remark"), o.remark || "—"],
  ];
}
