import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";
import { deliveryNoteInput, receiptInput, type NoteDetail } from "@/lib/contracts/erp-production/delivery-note";
import type { LookupLine, LookupResult } from "@/lib/contracts/erp-production/delivery-plan";
import type { Translate } from "@/lib/contracts/issues";
import { formErrors } from "@/components/common/form-errors";
import { buildBody, emptyHeader, receiptCheck, receiptDraft, receiptInputOf, type Header } from "@/components/delivery-note/form-state";

const translator = (messages: typeof en, locale: string): Translate => {
  const t = createTranslator({ locale, messages });
  return (key, values) => t(key as never, values as never);
};
const tEn = translator(en, "en");
const tZh = translator(zh as typeof en, "zh");

const line = { planLineId: 7, customerId: 3, perPackQty: "10" } as LookupLine;
const lookup = { noticeNo: "N1", lines: [line], customers: [] } as unknown as LookupResult;
const header: Header = {
  ...emptyHeader("N1"), customerId: 3, customerName: "C", category: "regular", deliveryDate: "2026-11-30", address: "A", deliveryUnit: "U",
  settlementLegalPerson: "S", ownerLegalPerson: "O", trackingNo: "T", plateNo: "P",
};

describe("the delivery note form's line errors, through the form hook's one error path", () => {
  it("keep the values of their messages: packs over the bound say the bound, in the reader's language and numbers", () => {
    const body = buildBody(header, lookup, { 7: { include: true, packs: "2000000", loose: "", spare: "" } }, { 7: { 1: "20000000" } });
    const en = formErrors(deliveryNoteInput, body, tEn, "en");
    expect(en.data).toBeNull();
    expect(en.errors["lines.0.packs"]).toEqual(["Must be at most 1,000,000"]);
    expect(formErrors(deliveryNoteInput, body, tZh, "zh").errors["lines.0.packs"]).toEqual(["不能大于1,000,000"]);
  });

  it("name a line quantity's upper bound at its scale", () => {
    const body = buildBody(header, lookup, { 7: { include: true, packs: "0", loose: "100000000000000", spare: "" } }, {});
    const { errors } = formErrors(deliveryNoteInput, body, tEn, "en");
    expect(errors["lines.0.looseQty"]).toEqual(["The quantity is too large (at most 99,999,999,999,999.9999)"]);
    expect(Object.values(errors).flat().join(" ")).not.toMatch(/[{}]/);
  });
});

describe("the delivery receipt form checks on the client what the service would refuse", () => {
  const note = { id: 1, signedBy: null, lines: [{ id: 11, totalQty: "100", signedQty: null, differenceReason: null }] } as unknown as NoteDetail;
  const check = (input: Parameters<typeof receiptCheck>[1], t: Translate) => receiptCheck(note, input, t);

  it("refuses a receipt without who and when, and a signed quantity that is not one, before anything is sent", () => {
    const draft = receiptDraft(note);
    draft.lines[0]!.qty = "12a";
    const { data, errors } = formErrors(receiptInput, receiptInputOf(draft), tEn, "en", check);
    expect(data).toBeNull();
    expect(errors.signedBy).toEqual(["Enter who signed"]);
    expect(errors.signedAt).toEqual(["Enter when it was signed"]);
    expect(errors["lines.0.signedQty"]).toEqual([tEn("validation.quantity.invalid")]);
  });

  it("asks for the reason of a difference as the service words it, and sends a complete receipt", () => {
    const draft = { ...receiptDraft(note), signedBy: "王五", signedAt: "2026-11-30T10:00" };
    draft.lines[0]!.qty = "90";
    expect(formErrors(receiptInput, receiptInputOf(draft), tEn, "en", check).errors).toEqual({ "lines.0.differenceReason": ["Enter the reason for the difference"] });
    draft.lines[0]!.reason = "破损 10";
    const ok = formErrors(receiptInput, receiptInputOf(draft), tEn, "en", check);
    expect(ok.errors).toEqual({});
    expect(ok.data).toEqual({ signedBy: "王五", signedAt: "2026-11-30T10:00", lines: [{ lineId: 11, signedQty: "90", differenceReason: "破损 10" }] });
  });
});
