import { describe, expect, it } from "vitest";
import { endedQuarterOf, monthChoices, quarterOf } from "@/components/supplier-score/links";

describe("scorecard months and quarters", () => {
  it("a month's quarter starts in January, April, July or October", () => {
    expect(["2026-01", "2026-02", "2026-03"].map(quarterOf)).toEqual(["2026-01", "2026-01", "2026-01"]);
    expect(quarterOf("2026-11")).toBe("2026-10");
  });

  it("the quarter a review defaults to has ended by the month's end: never one with open or future months", () => {
    expect(endedQuarterOf("2026-12")).toBe("2026-10");
    expect(endedQuarterOf("2026-11")).toBe("2026-07");
    expect(endedQuarterOf("2026-10")).toBe("2026-07");
    expect(endedQuarterOf("2026-09")).toBe("2026-07");
    expect(endedQuarterOf("2026-02")).toBe("2025-10");
    expect(endedQuarterOf("2026-01")).toBe("2025-10");
    expect(endedQuarterOf("2026-03")).toBe("2026-01");
  });

  it("the month choices run back from the open month across years", () => {
    expect(monthChoices("2026-02-15", 4)).toEqual(["2026-02", "2026-01", "2025-12", "2025-11"]);
  });
});
