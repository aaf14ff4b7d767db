import { describe, expect, it } from "vitest";
import { addBusinessDays, businessDate, fileStamp, formatZonedNamed, instantOfZoned, zonedInputValue } from "@/lib/business-time";
import { exportFilename } from "@/services/core/export/response";
import { stampedName } from "@/components/data-table/export-button";
import { normalizeDateText } from "@/components/ui/date-input";

// 23:30 UTC on the 28th is 07:30 on the 29th in Shenzhen and 15:30 on the 28th in Los Angeles.
const late = new Date("2026-11-28T23:30:00Z");
const sz = "Asia/Shanghai";

describe("one business date at the day boundary", () => {
  it("names the next Shenzhen day for a 23:30 UTC instant, whatever zone the runtime is in", () => {
    expect(businessDate(late, sz)).toBe("2026-11-29");
    expect(businessDate(late, "America/Los_Angeles")).toBe("2026-11-28");
    expect(businessDate(new Date("2026-11-28T15:59:59Z"), sz)).toBe("2026-11-28");
    expect(businessDate(new Date("2026-11-28T16:00:00Z"), sz)).toBe("2026-11-29");
  });

  it("stamps export file names with the business day, in the browser as on the server", () => {
    expect(fileStamp(late, sz)).toBe("20261129-0730");
    expect(exportFilename("orders", late, sz)).toBe("orders-20261129-0730.xlsx");
    expect(stampedName("orders", "xlsx", sz, late)).toBe("orders-20261129-0730.xlsx");
  });

  it("round-trips a date-time input through the company's wall clock, not the browser's", () => {
    expect(zonedInputValue("2026-11-28T23:40:00Z", sz)).toBe("2026-11-29T07:40");
    expect(instantOfZoned("2026-11-29T07:40", sz)).toBe("2026-11-28T23:40:00.000Z");
    expect(instantOfZoned("2026-11-29 00:00", sz)).toBe("2026-11-28T16:00:00.000Z");
    expect(instantOfZoned("2026-11-28T15:30", "America/Los_Angeles")).toBe("2026-11-28T23:30:00.000Z");
    // summer time: 01:30 exists twice on 2026-11-01 in Los Angeles, 02:30 not at all on 2026-03-08
    expect(instantOfZoned("2026-07-01T12:00", "America/Los_Angeles")).toBe("2026-07-01T19:00:00.000Z");
    expect(instantOfZoned("2026-03-08T02:30", "America/Los_Angeles")).not.toBeNull();
    expect(instantOfZoned("2026-02-30T10:00", sz)).toBeNull();
    expect(instantOfZoned("2026-11-29", sz)).toBeNull();
    expect(instantOfZoned("", sz)).toBeNull();
    expect(zonedInputValue(null, sz)).toBe("");
    expect(formatZonedNamed(instantOfZoned(zonedInputValue(late, sz), sz), sz)).toBe("2026-11-29 07:30 GMT+8");
  });

  it("adds calendar days across months and years", () => {
    expect(addBusinessDays("2026-11-29", 3)).toBe("2026-12-02");
    expect(addBusinessDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addBusinessDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("reads what a user types into the house date input as the house format", () => {
    expect(normalizeDateText("2026/11/29", false)).toBe("2026-11-29");
    expect(normalizeDateText("20261129", false)).toBe("2026-11-29");
    expect(normalizeDateText("2026.1.9", false)).toBe("2026-01-09");
    expect(normalizeDateText("2026-11-2", false, false)).toBe("2026-11-2");
    expect(normalizeDateText("2026-11-29 7:40", true)).toBe("2026-11-29T07:40");
    expect(normalizeDateText("2026-11-29 07:40", true, false)).toBe("2026-11-29T07:40");
    expect(normalizeDateText("2026-11-29T07:40:30", true, false)).toBe("2026-11-29T07:40:30");
    expect(normalizeDateText("tomorrow", false)).toBe("tomorrow");
  });
});
