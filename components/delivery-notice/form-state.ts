import { decAdd, decCmp, fromUnits, isDecimal, toUnits, trimDecimal, valuationOf } from "@/lib/contracts/decimal";
import type { DeliveryNoticeDetail, DeliveryNoticeInput, NoticeCandidate, deliveryNoticeInput } from "@/lib/contracts/erp-purchase/delivery-notice";
import { shipsLate } from "@/lib/contracts/erp-purchase/delivery-notice-columns";
import type { FormFacts } from "@/components/common/schema-limits";
import type { Translate } from "@/lib/contracts/issues";
import type { FieldErrors } from "@/lib/contracts/envelope";
import { trimOrEmpty } from "@/components/common/format";
import { formatQuantity } from "@/lib/number-format";

/** The notice's text and date fields in the contract's order (the supplier, urgent flag and lines have their own controls). */
export type HeaderField = Exclude<keyof typeof deliveryNoticeInput.shape, "supplierId" | "urgent" | "lines">;
const ownControls: readonly string[] = ["supplierId", "urgent", "lines"];
/** The header fields, in the contract's order, from its facts (read on the server: this module loads no schema). */
export const headerFieldsOf = (facts: FormFacts) => Object.keys(facts).filter((f) => !ownControls.includes(f)) as HeaderField[];

export interface LineDraft {
  poLineId: number;
  supplierId: number | null;
  pono: string;
  lineNo: number;
  venno: string;
  vensname: string;
  itemno: string;
  itemdesc: string;
  specs: string;
  packunit: string;
  payqty: string;
  /** What may be sent on this notice: the PO line's sendable quantity plus what this notice already holds. */
  maxQty: string;
  /** The supplier's confirmed (partial) quantity is what limits maxQty. */
  confirmedLimit?: boolean;
  thisQty: string;
  perPack: string;
  packs: string;
  loose: string;
}

export interface NoticeDraft {
  header: Record<HeaderField, string>;
  urgent: boolean;
  lines: LineDraft[];
}

export const emptyDraft = (headerFields: readonly HeaderField[]): NoticeDraft => ({
  header: Object.fromEntries(headerFields.map((f) => [f, ""])) as Record<HeaderField, string>,
  urgent: false,
  lines: [],
});

export function lineFromCandidate(l: NoticeCandidate): LineDraft {
  // A scheduled line ships its next open schedule line (date order), never more than is sendable.
  const next = l.scheduledQty !== null && decCmp(l.scheduledQty, l.sendableQty) < 0 ? l.scheduledQty : l.sendableQty;
  const sendable = trimOrEmpty(next);
  return {
    poLineId: l.id, supplierId: l.supplierId, pono: l.pono, lineNo: l.lineNo, venno: l.venno, vensname: l.vensname,
    itemno: l.itemno, itemdesc: l.itemdesc, specs: l.specs, packunit: l.packunit, payqty: l.payqty, maxQty: l.sendableQty,
    confirmedLimit: decCmp(l.sendableQty, l.remainQty) < 0, thisQty: sendable, perPack: sendable, packs: "1", loose: "0",
  };
}

export function draftFromDetail(d: DeliveryNoticeDetail, headerFields: readonly HeaderField[]): NoticeDraft {
  const header = Object.fromEntries(headerFields.map((f) => [f, (d[f] as string | null) ?? ""])) as Record<HeaderField, string>;
  return {
    header,
    urgent: d.urgent,
    lines: d.lines.map((l) => ({
      poLineId: l.poLineId, supplierId: null, pono: l.pono, lineNo: l.poLineNo, venno: d.venno, vensname: d.vensname,
      itemno: l.itemno, itemdesc: l.itemdesc, specs: l.specs, packunit: l.packunit, payqty: l.payqty,
      maxQty: decAdd(l.remainQty, l.thisQty), thisQty: trimOrEmpty(l.thisQty), perPack: trimOrEmpty(l.perPack),
      packs: String(l.packs), loose: trimOrEmpty(l.loose),
    })),
  };
}

/**
 * A new this-time quantity, with the packing that adds up to it: one pack of everything stays one pack (per-pack
 * follows the quantity); otherwise the per-pack stays and packs and loose are recomputed. While the quantity or
 * the per-pack is not a positive number yet, only the quantity changes.
 */
export function withThisQty(l: LineDraft, thisQty: string): Partial<LineDraft> {
  const qty = thisQty.trim();
  const perPack = l.perPack.trim();
  if (!isDecimal(qty) || decCmp(qty, "0") <= 0 || qty.startsWith("-")) return { thisQty };
  if (l.packs.trim() === "1" && isDecimal(l.loose.trim()) && decCmp(l.loose.trim(), "0") === 0) return { thisQty, perPack: qty };
  if (!isDecimal(perPack) || decCmp(perPack, "0") <= 0) return { thisQty };
  const packs = toUnits(qty) / toUnits(perPack);
  if (packs > 9_999_999n) return { thisQty };
  return { thisQty, packs: String(packs), loose: trimDecimal(fromUnits(toUnits(qty) - packs * toUnits(perPack))) };
}

/** per-pack × packs + loose, or null while an input is not a number yet. */
export function liveValuation(l: LineDraft): string | null {
  const packs = l.packs.trim();
  if (!isDecimal(l.perPack.trim()) || !isDecimal(l.loose.trim()) || !/^\d{1,7}$/.test(packs)) return null;
  return valuationOf(l.perPack.trim(), Number(packs), l.loose.trim());
}

/** What the form holds → what the contract takes: empty optionals left out, numbers as typed (the schema names a bad one). */
export function noticeInputOf(d: NoticeDraft, supplierId: number | undefined): DeliveryNoticeInput {
  const headerFields = Object.keys(d.header) as HeaderField[];
  const opt = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    supplierId,
    ...Object.fromEntries(headerFields.map((f) => [f, f === "deliverDate" ? opt(d.header[f]) : d.header[f]])),
    urgent: d.urgent,
    lines: d.lines.map((l) => ({
      poLineId: l.poLineId,
      thisQty: l.thisQty.trim(),
      perPack: l.perPack.trim(),
      packs: l.packs.trim() === "" ? undefined : Number(l.packs.trim()),
      loose: l.loose.trim(),
    })),
  } as DeliveryNoticeInput;
}

/**
 * The checks besides the contract's fields, worded as the server words them: this-time ≤ sendable against the lines
 * the form knows, and the late reason (the contract's object-level rule runs only once every field parses: say it now).
 */
export function noticeChecks(d: NoticeDraft, t: Translate, locale: string): FieldErrors {
  const errors: FieldErrors = {};
  if (shipsLate(d.header.deliverDate, d.header.requiredDate) && !d.header.lateReason.trim()) {
    errors.lateReason = [t("validation.deliveryNotice.lateReasonRequired")];
  }
  d.lines.forEach((l, i) => {
    if (isDecimal(l.thisQty.trim()) && decCmp(l.thisQty.trim(), l.maxQty) > 0) {
      const which = l.confirmedLimit ? "overConfirmed" : "overRemaining";
      errors[`lines.${i}.thisQty`] = [t(`validation.deliveryNotice.${which}`, { max: formatQuantity(l.maxQty, locale) })];
    }
  });
  return errors;
}
