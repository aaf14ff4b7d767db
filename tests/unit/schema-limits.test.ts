import { describe, expect, it } from "vitest";
import { z } from "zod";
import { filterText, requiredText, text } from "@/lib/contracts/common";
import { isRequired, maxLengthOf } from "@/components/common/schema-limits";

const schema = z.object({
  reason: requiredText(500, "validation.required"),
  remark: z.optional(text(200)),
  note: text(30),
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
  });
});
