import { describe, expect, it } from "vitest";
import { formatQuantity, messageValues, quantityValue } from "@/lib/number-format";

describe("formatQuantity: quantities in messages, alike on server and client", () => {
  it("drops the stored trailing zeros and groups in the reader's locale", () => {
    expect(formatQuantity("9900.0000", "en")).toBe("9,900");
    expect(formatQuantity("9900.0000", "zh")).toBe("9,900");
    expect(formatQuantity("9900.0000", "vi")).toBe("9.900");
    expect(formatQuantity("12345.5000", "es")).toBe("12.345,5");
    expect(formatQuantity("0.0001", "en")).toBe("0.0001");
  });

  it("keeps every digit of a decimal string a double cannot hold", () => {
    expect(formatQuantity("12345678901234.5678", "en")).toBe("12,345,678,901,234.5678");
  });

  it("rounds to the unit's decimals when they are fewer", () => {
    expect(formatQuantity("2.5", "en", 0)).toBe("3");
    expect(formatQuantity("1.25", "en", 1)).toBe("1.3");
  });
});

describe("messageValues: a service error's quantities, formatted where the message is translated", () => {
  it("formats each quantity value in the reader's locale and leaves the others", () => {
    const values = { max: quantityValue("12300.0000"), no: "PO1", n: 3 };
    expect(messageValues(values, "en")).toEqual({ max: "12,300", no: "PO1", n: 3 });
    expect(messageValues(values, "vi")).toEqual({ max: "12.300", no: "PO1", n: 3 });
  });
});
