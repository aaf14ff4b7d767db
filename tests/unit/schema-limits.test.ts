import { describe, expect, it } from "vitest";
import { z } from "zod";
import { filterText, requiredText, text } from "@/lib/contracts/common";
import { formFacts, isRequired, maxLengthOf } from "@/components/common/schema-limits";
import { once } from "@/components/common/once";
import { deliveryNoticeInput } from "@/lib/contracts/erp-purchase/delivery-notice";
import { headerFieldsOf } from "@/components/delivery-notice/form-state";

const schema = z.object({
  reason: requiredText(500, "validation.required"),
  remark: z.optional(text(200)),
  note: text(30),
  kept: z._default(text(40), ""),
  search: filterText(50),
  qty: z.string(),
});

describe("limits read from the contract's schema", () => {
  it("reads max lengths through optional and transform wrappers", () => {
    expect(maxLengthOf(schema, "reason")).toBe(500);
    expect(maxLengthOf(schema, "remark")).toBe(200);
    expect(maxLengthOf(schema, "note")).toBe(30);
    expect(maxLengthOf(schema, "search")).toBe(50);
    expect(maxLengthOf(schema, "qty")).toBeUndefined();
    expect(maxLengthOf(schema, "missing")).toBeUndefined();
  });
  it("knows which fields are required", () => {
    expect(isRequired(schema, "reason")).toBe(true);
    expect(isRequired(schema, "remark")).toBe(false);
    expect(isRequired(schema, "search")).toBe(false);
    expect(isRequired(schema, "kept")).toBe(false);
    // a field that takes an empty string is not required, whatever its type says
    expect(isRequired(schema, "note")).toBe(false);
    expect(isRequired(schema, "qty")).toBe(false);
    expect(isRequired(z.object({ qty: z.string().regex(/^\d+$/) }), "qty")).toBe(true);
  });
  it("hands a form every field's facts as plain data, in the contract's order, for a schema that loads on first use", () => {
    const facts = formFacts(schema);
    expect(facts).toEqual({
      reason: { max: 500, required: true },
      remark: { max: 200, required: false },
      note: { max: 30, required: false },
      kept: { max: 40, required: false },
      search: { max: 50, required: false },
      qty: { required: false },
    });
    expect(JSON.parse(JSON.stringify(facts))).toEqual(facts);
    const notice = formFacts(deliveryNoticeInput);
    expect(notice.deliveryNo).toEqual({ max: 50, required: true });
    expect(notice.remark).toEqual({ max: 500, required: false });
    expect(headerFieldsOf(notice)).toEqual(Object.keys(deliveryNoticeInput.shape).filter((f) => !["supplierId", "urgent", "lines"].includes(f)));
  });
});

describe("once", () => {
  it("shares one load between callers and lets a failed load be tried again", async () => {
    let calls = 0;
    let fail = true;
    const load = once(async () => {
      calls += 1;
      if (fail) throw new Error("offline");
      return "schema";
    });
    await expect(Promise.all([load(), load()])).rejects.toThrow("offline");
    expect(calls).toBe(1);
    fail = false;
    expect(await Promise.all([load(), load()])).toEqual(["schema", "schema"]);
    expect(calls).toBe(2);
    expect(await load()).toBe("schema");
    expect(calls).toBe(2);
  });
});
