import { describe, expect, it } from "vitest";
import { z } from "zod";
import { maxQty, money, positiveQty, price, qty } from "@/lib/contracts/common";
import { toFieldErrors } from "@/lib/contracts/issues";
import { translatorFor } from "@/lib/i18n/translator";

/** Decimal inputs are bounded by their column: numeric(18, scale) holds 18 − scale integer digits. */
const errors = (schema: z.core.$ZodType, v: unknown, locale: "en" | "ja" = "en") => {
  const r = z.object({ v: schema }).safeParse({ v });
  return r.success ? null : toFieldErrors(r.error, translatorFor(locale), locale).v;
};

describe("decimal inputs bounded by their columns", () => {
  it("quantities: numeric(18,4), the largest value named in the caller's language", () => {
    expect(errors(qty, maxQty)).toBeNull();
    expect(errors(qty, "0000000000000000099999999999999.5")).toBeNull();
    expect(errors(qty, "100000000000000")).toEqual(["The quantity is too large (at most 99,999,999,999,999.9999)"]);
    expect(errors(qty, "100000000000000", "ja")).toEqual(["数量が大きすぎます（最大 99,999,999,999,999.9999）"]);
    expect(errors(qty, "1.23456")).toEqual(["Enter a valid quantity (a number, not negative, at most 4 decimals)"]);
    expect(errors(positiveQty, "-1")).toEqual(["Enter a valid quantity (a number, not negative, at most 4 decimals)"]);
    expect(errors(positiveQty, "0")).toEqual(["The quantity must be greater than 0"]);
  });

  it("prices: numeric(18,6); money: numeric(18,2)", () => {
    expect(errors(price, "999999999999.999999")).toBeNull();
    expect(errors(price, "1000000000000")).toEqual(["The unit price is too large (at most 999,999,999,999.999999)"]);
    expect(errors(price, "1.1234567")).toEqual(["Enter a valid unit price (a number, not negative, at most 6 decimals)"]);
    expect(errors(money, "9999999999999999.99")).toBeNull();
    expect(errors(money, "10000000000000000")).toEqual(["The amount is too large (at most 9,999,999,999,999,999.99)"]);
    expect(errors(money, "1.001")).toEqual(["Enter a valid amount (a number, not negative, at most 2 decimals)"]);
  });
});
