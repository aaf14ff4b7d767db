import { describe, expect, it } from "vitest";
import { formatDecimal, formatMoney } from "@/components/common/format";

describe("amounts on screen", () => {
  it("money keeps at least two decimals, groups thousands and keeps finer prices", () => {
    expect(formatMoney("368.4")).toBe("368.40");
    expect(formatMoney("368.400000")).toBe("368.40");
    expect(formatMoney("1234567")).toBe("1,234,567.00");
    expect(formatMoney("-5.5")).toBe("-5.50");
    expect(formatMoney("0.1234")).toBe("0.1234");
    expect(formatMoney("")).toBe("");
    expect(formatMoney(null)).toBe("");
  });
  it("quantities stay trimmed", () => {
    expect(formatDecimal("12.000")).toBe("12");
  });
});
