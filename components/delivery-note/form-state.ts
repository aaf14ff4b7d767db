import { decAdd, decCmp, isDecimal, valuationOf } from "@/lib/contracts/decimal";
import type { DeliveryNoteInput } from "@/lib/contracts/erp-production/delivery-note";
import type { LookupLine, LookupResult } from "@/lib/contracts/erp-production/delivery-plan";
import type { NoteDetail, ReceiptInput } from "@/lib/contracts/erp-production/delivery-note";
import type { FieldErrors } from "@/lib/contracts/envelope";
import type { Translate } from "@/lib/contracts/issues";

export type Header = Omit<DeliveryNoteInput, "lines" | "customerId"> & { customerId: number | null };
export interface LineDraft { include: boolean; packs: string; loose: string; spare: string }
/** Picks per notice line: stock line id → outbound quantity. */
export type PickDraft = Record<number, Record<number, string>>;
/** What the note form edits: the header, the detail drafts by plan line, the picks. */
export interface NoteDraft { header: Header; drafts: Record<number, LineDraft>; picks: PickDraft }

export const emptyHeader = (noticeNo = ""): Header => ({
  noticeNo, trackingNo: "", plateNo: "", customerId: null, customerName: "", category: "", deliveryDate: "", address: "", deliveryUnit: "",
  settlementLegalPerson: "", ownerLegalPerson: "", driver: "", contact: "", contactPhone: "", stockArea: "", remark: "",
});

/** Valuation (per-pack × packs + loose) and total (+ spare) of a draft line, or null while an input is not a number. */
export function lineQuantities(l: LookupLine, d: LineDraft): { valuation: string; total: string } | null {
  const packs = Number(d.packs || "0");
  if (!Number.isInteger(packs) || packs < 0 || !isDecimal(d.loose || "0") || !isDecimal(d.spare || "0")) return null;
  const valuation = valuationOf(l.perPackQty, packs, d.loose || "0");
  return { valuation, total: decAdd(valuation, d.spare || "0") };
}

export const pickedTotal = (picks: Record<number, string> | undefined) =>
  Object.values(picks ?? {}).reduce((s, q) => (isDecimal(q) ? decAdd(s, q) : s), "0");

/** The create body from the drafts: included lines of the chosen customer with their picks. */
export function buildBody(h: Header, lookup: LookupResult | null, drafts: Record<number, LineDraft>, picks: PickDraft): DeliveryNoteInput {
  const lines = (lookup?.lines ?? []).filter((l) => l.customerId === h.customerId && drafts[l.planLineId]?.include).map((l) => {
    const d = drafts[l.planLineId]!;
    const q = lineQuantities(l, d) ?? { valuation: "", total: "" };
    return {
      planLineId: l.planLineId, perPackQty: l.perPackQty, packs: Number(d.packs || "0"), looseQty: d.loose || "0", valuationQty: q.valuation,
      spareQty: d.spare || "0", totalQty: q.total,
      picks: Object.entries(picks[l.planLineId] ?? {}).filter(([, qty]) => qty !== "" && qty !== "0").map(([id, qty]) => ({ stockItemId: Number(id), qty })),
    };
  });
  return { ...h, customerId: h.customerId ?? 0, lines };
}

/** The receipt form's values: who signed and when, and per note line the signed quantity and the reason for a difference. */
export interface ReceiptDraft { signedBy: string; signedAt: string; lines: Array<{ lineId: number; qty: string; reason: string }> }

export const receiptDraft = (note: NoteDetail): ReceiptDraft => ({
  signedBy: note.signedBy ?? "", signedAt: "",
  lines: note.lines.map((l) => ({ lineId: l.id, qty: l.signedQty ?? l.totalQty, reason: l.differenceReason ?? "" })),
});

export const receiptInputOf = (d: ReceiptDraft): ReceiptInput => ({
  signedBy: d.signedBy, signedAt: d.signedAt, lines: d.lines.map((l) => ({ lineId: l.lineId, signedQty: l.qty, differenceReason: l.reason })),
});

/** The service's rule the schema cannot state: a signed quantity that differs from the delivered total needs its reason. */
export function receiptCheck(note: NoteDetail, input: ReceiptInput, t: Translate): FieldErrors {
  const totals = new Map(note.lines.map((l) => [l.id, l.totalQty]));
  const found: FieldErrors = {};
  input.lines.forEach((l, i) => {
    const total = totals.get(l.lineId);
    if (total !== undefined && isDecimal(l.signedQty) && decCmp(l.signedQty, total) !== 0 && !l.differenceReason?.trim()) {
      found[`lines.${i}.differenceReason`] = [t("validation.deliveryNote.differenceReason")];
    }
  });
  return found;
}
