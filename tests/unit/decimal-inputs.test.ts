import { describe, expect, it } from "vitest";
import { z } from "zod";
import { maxQty, money, positiveQty, price, qty } from "@/lib/contracts/common";
import { toFieldErrors } from "@/lib/contracts/issues";
import { translatorFor } from "@/lib/i18n/translator";
import { decimalOfTyped, isReadDecimal, parseDecimal } from "@/lib/number-format";

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

describe("a number typed in the UI language, as the form hands it to these rules (lib/number-format decimalOfTyped)", () => {
  it.each([
    ["es", "1.200,5", null],
    ["vi", "5,50", null],
    ["en", "1,200.5", null],
    ["vi", "5.50", "Enter a valid quantity (a number, not negative, at most 4 decimals)"],
    ["es", "1.2345", "Enter a valid quantity (a number, not negative, at most 4 decimals)"],
    ["en", "1,5", "Enter a valid quantity (a number, not negative, at most 4 decimals)"],
    ["zh", "12 kg", "Enter a valid quantity (a number, not negative, at most 4 decimals)"],
  ] as const)("%s %j: %j", (locale, typed, error) => {
    expect(errors(qty, decimalOfTyped(typed, locale))?.[0] ?? null).toBe(error);
  });

  it("a text that is no number in the language never passes as one, whatever its digits", () => {
    for (const locale of ["en", "zh", "ja", "es", "vi"]) {
      for (const typed of ["5.50", "1,5", "1.2345", "1,2345", "12.5.0", "0.1", "0,1", "1.000,25", "1,000.25"]) {
        const held = decimalOfTyped(typed, locale);
        for (const schema of [qty, price, money]) {
          const read = parseDecimal(typed, locale);
          expect(isReadDecimal(held), `${locale} ${typed}`).toBe(read !== null);
          if (read === null) expect(errors(schema, held), `${locale} ${typed}`).not.toBeNull();
          else expect(held).toBe(read);
        }
      }
    }
  });
});
