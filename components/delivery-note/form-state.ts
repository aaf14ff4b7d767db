import { decAdd, isDecimal, valuationOf } from "@/lib/contracts/decimal";
import { deliveryNoteInput, type DeliveryNoteInput } from "@/lib/contracts/erp-production/delivery-note";
import type { LookupLine, LookupResult } from "@/lib/contracts/erp-production/delivery-plan";
import type { Translate } from "@/lib/contracts/issues";

export type Header = Omit<DeliveryNoteInput, "lines" | "customerId"> & { customerId: number | null };
export interface LineDraft { include: boolean; packs: string; loose: string; spare: string }
/** Picks per notice line: stock line id → outbound quantity. */
export type PickDraft = Record<number, Record<number, string>>;
export type Errors = Record<string, string>;

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

/** The server's own rules (the contract's zod) on the client, messages in the user's language, keyed by field path. */
export function clientErrors(body: DeliveryNoteInput, t: Translate): Errors {
  const r = deliveryNoteInput.safeParse(body);
  if (r.success) return {};
  const out: Errors = {};
  for (const issue of r.error.issues) {
    const key = issue.path.join(".");
    out[key] ??= t(issue.message.includes(".") ? issue.message : "validation.invalid");
  }
  return out;
}

/** Field errors of a refused save, first message per field. */
export const serverErrors = (fe: Record<string, string[]> | undefined): Errors =>
  Object.fromEntries(Object.entries(fe ?? {}).map(([k, v]) => [k, v[0] ?? ""]));
