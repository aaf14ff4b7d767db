import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toFieldErrors, toIssueKeys, translateIssueKeys, type Translate } from "@/lib/contracts/issues";

const schema = z.object({
  userName: z.string().min(4, "validation.login.userName"),
  qty: z.number().max(10),
  code: z.string(),
});

const english: Translate = (key, values) => `${key}${values && Object.keys(values).length ? JSON.stringify(values) : ""}`;
const upper: Translate = (key, values) => english(key, values).toUpperCase();

describe("field errors as keys", () => {
  it("carry no input and translate like the translated form, in any language later", () => {
    const error = schema.safeParse({ userName: "ab", qty: 11, password: "secret" }).error!;
    const keys = toIssueKeys(error);
    expect(JSON.stringify(keys)).not.toContain("ab\"");
    expect(keys).toEqual({
      userName: [{ key: "validation.login.userName", values: { min: "4" } }],
      qty: [{ key: "validation.tooBig", values: { max: "10" } }],
      code: [{ key: "validation.required" }],
    });
    expect(translateIssueKeys(keys, english, "en")).toEqual(toFieldErrors(error, english, "en"));
    expect(translateIssueKeys(keys, upper, "en").qty).toEqual(['VALIDATION.TOOBIG{"MAX":"10"}']);
  });

  it("name a decimal bound as the reader writes numbers, at the bound's own scale, never as the schema's string", () => {
    const bound = z.object({ qty: z.string().check(z.refine(() => false, { message: "validation.quantity.tooLarge", params: { max: "99999999999999.9999" } })) });
    const error = bound.safeParse({ qty: "1" }).error!;
    expect(toFieldErrors(error, english, "en").qty).toEqual(['validation.quantity.tooLarge{"max":"99,999,999,999,999.9999"}']);
    expect(toFieldErrors(error, english, "de").qty).toEqual(['validation.quantity.tooLarge{"max":"99.999.999.999.999,9999"}']);
    expect(translateIssueKeys(toIssueKeys(error), english, "en")).toEqual(toFieldErrors(error, english, "en"));
  });
});

describe("a quote line's lead time", () => {
  it("answers required when left empty and wrong type only for a value that is not a number", async () => {
    const { quoteLineInput } = await import("@/lib/contracts/erp-purchase/quotation");
    const { issueKey } = await import("@/lib/contracts/issues");
    const line = { lineId: 1, unitPrice: "1", taxPrice: "1.13", currency: "CNY", validUntil: "2099-01-01" };
    const keyOf = (leadDays: unknown) => quoteLineInput.safeParse({ ...line, leadDays }).error!.issues.filter((i) => i.path[0] === "leadDays").map((i) => issueKey(i).key);
    expect(keyOf(undefined)).toEqual(["validation.required"]);
    expect(keyOf(Number("abc"))).toEqual(["validation.invalidType"]);
    expect(keyOf(1.5)).toEqual(["validation.invalidType"]);
  });
});
