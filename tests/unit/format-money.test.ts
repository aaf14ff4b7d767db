import { describe, expect, it } from "vitest";
import { formatDecimal, formatMoney } from "@/components/common/format";
import { decimalEditText, formatQuantity, parseDecimal } from "@/lib/number-format";

const kinds = { money: formatMoney, decimal: formatDecimal };

describe("numbers on screen, in the UI language: trailing zeros dropped, grouped, every significant digit kept; money with two decimals at least", () => {
  it.each<[kind: keyof typeof kinds, value: string | null | undefined, locale: string, shown: string]>([
    ["money", "368.4", "en", "368.40"],
    ["money", "368.400000", "en", "368.40"],
    ["money", "1234567", "en", "1,234,567.00"],
    ["money", "-5.5", "en", "-5.50"],
    ["money", "0.1234", "en", "0.1234"],
    ["money", "368.4", "zh", "368.40"],
    ["money", "368.4", "es", "368,40"],
    ["money", "368.4", "vi", "368,40"],
    ["money", "1234567", "es", "1.234.567,00"],
    ["money", "-5.5", "vi", "-5,50"],
    ["money", "0.1234", "es", "0,1234"],
    ["money", "-0.00", "en", "0.00"],
    ["money", "9007199254740993.01", "vi", "9.007.199.254.740.993,01"],
    ["money", "", "en", ""],
    ["money", null, "es", ""],
    ["money", undefined, "vi", ""],
    // where 12,000 would read as twelve, es and vi group with a dot
    ["decimal", "12000.25", "en", "12,000.25"],
    ["decimal", "12000.25", "zh", "12,000.25"],
    ["decimal", "12000.25", "ja", "12,000.25"],
    ["decimal", "12000.25", "es", "12.000,25"],
    ["decimal", "12000.25", "vi", "12.000,25"],
    // four-digit numbers are grouped in Spanish too (useGrouping: true, not ICU's min2 default)
    ["decimal", "1200", "en", "1,200"],
    ["decimal", "1200", "es", "1.200"],
    ["decimal", "1200", "vi", "1.200"],
    ["decimal", "1200.0000", "zh", "1,200"],
    ["decimal", "4.9000", "en", "4.9"],
    ["decimal", "5.876", "zh", "5.876"],
    ["decimal", "12.000", "en", "12"],
    ["decimal", "0.000100", "en", "0.0001"],
    ["decimal", "0.000100", "es", "0,0001"],
    ["decimal", "-1234.5", "en", "-1,234.5"],
    ["decimal", "-1234.5", "es", "-1.234,5"],
    ["decimal", "-1234.5", "vi", "-1.234,5"],
    // formatted from the string: a double would lose these digits
    ["decimal", "123456789012345.123456", "en", "123,456,789,012,345.123456"],
    ["decimal", "123456789012345.123456", "es", "123.456.789.012.345,123456"],
    ["decimal", "0.12345678901234567891", "en", "0.12345678901234567891"],
    ["decimal", "", "en", ""],
    ["decimal", null, "zh", ""],
  ])("%s %s in %s is %s", (kind, value, locale, shown) => {
    expect(kinds[kind](value, locale)).toBe(shown);
  });

  it("gives the same text for the same string every time, through one cache for the three kinds", () => {
    const once = formatDecimal("0.3000", "es");
    expect(formatDecimal("0.3000", "es")).toBe(once);
    expect(once).toBe("0,3");
    expect(formatQuantity("0.3000", "es")).toBe("0,3");
    expect(formatMoney("0.3000", "es")).toBe("0,30");
  });
});

describe("numbers typed in the UI language: read strictly, since a wrong reading would pass unnoticed", () => {
  it.each<[typed: string, locale: string, read: string | null]>([
    ["1,200.5", "en", "1200.5"],
    ["1200.5", "en", "1200.5"],
    ["12,345,678.25", "zh", "12345678.25"],
    ["0.0001", "ja", "0.0001"],
    ["1.200,5", "es", "1200.5"],
    ["1.200", "vi", "1200"],
    ["5,50", "vi", "5.50"],
    ["1200", "es", "1200"],
    ["-3,5", "es", "-3.5"],
    ["  7 ", "en", "7"],
    ["", "vi", ""],
    ["   ", "ja", ""],
    // a group that is not whole: refused, never guessed
    ["5.50", "vi", null],
    ["5.50", "es", null],
    ["1.2345", "es", null],
    ["1,5", "en", null],
    ["1,20.5", "zh", null],
    ["1.200.5", "en", null],
    ["1,200,5", "es", null],
    [",5", "es", null],
    ["5.", "en", null],
    ["1e3", "en", null],
    ["12 kg", "en", null],
    ["١٢", "en", null],
  ])("%j in %s → %j", (typed, locale, read) => {
    expect(parseDecimal(typed, locale)).toBe(read);
  });

  it.each(["en", "zh", "ja", "es", "vi"])("what %s shows for editing reads back as the same number", (locale) => {
    for (const value of ["0", "5.5", "1200", "1234567.891", "99999999999999.9999", "-42.05"]) {
      const shown = decimalEditText(value, locale);
      expect(parseDecimal(shown, locale)).toBe(value);
    }
    expect(decimalEditText("5.50\uFFFD", locale)).toBe("5.50\uFFFD");
  });
});
