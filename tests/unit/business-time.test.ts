import { describe, expect, it } from "vitest";
import { businessDate, businessHour, compactDate, formatZoned, formatZonedNamed, isTimeZone } from "@/lib/business-time";
import { dateSerial, dateTimeSerial } from "@/services/core/export/date-cells";
import { exportFilename } from "@/services/core/export/response";
import { businessDay, clockOf, systemClock } from "@/services/core/business-time";

const lateUtc = new Date("2026-11-22T23:30:00Z");

describe("business time at a frozen 23:30 UTC", () => {
  it("is the next morning in Shenzhen and Vietnam, the same evening in UTC", () => {
    expect(businessDate(lateUtc, "Asia/Shanghai")).toBe("2026-11-23");
    expect(businessDate(lateUtc, "Asia/Ho_Chi_Minh")).toBe("2026-11-23");
    expect(businessDate(lateUtc, "UTC")).toBe("2026-11-22");
    expect(businessHour(lateUtc, "Asia/Shanghai")).toBe(7);
    expect(businessHour(lateUtc, "Asia/Ho_Chi_Minh")).toBe(6);
    expect(businessDay("Asia/Shanghai", lateUtc)).toEqual({ timeZone: "Asia/Shanghai", today: "2026-11-23" });
    expect(compactDate("2026-11-23")).toBe("20261123");
  });

  it("shows a stored instant as the company's wall clock, naming the zone on request", () => {
    expect(formatZoned("2026-11-22T23:30:00.000Z", "Asia/Shanghai")).toBe("2026-11-23 07:30");
    expect(formatZoned("2026-11-22T23:30:00.000Z", "Asia/Ho_Chi_Minh")).toBe("2026-11-23 06:30");
    expect(formatZonedNamed(lateUtc, "Asia/Shanghai")).toBe("2026-11-23 07:30 GMT+8");
    expect(formatZonedNamed(lateUtc, "Asia/Ho_Chi_Minh")).toBe("2026-11-23 06:30 GMT+7");
    expect(formatZoned("", "Asia/Shanghai")).toBe("");
    expect(formatZoned("not a time", "Asia/Shanghai")).toBe("not a time");
    expect(formatZoned("2026-12-31T16:00:00Z", "Asia/Shanghai")).toBe("2027-01-01 00:00");
  });

  it("knows a zone from a typo", () => {
    expect(isTimeZone("Asia/Ho_Chi_Minh")).toBe(true);
    expect(isTimeZone("Asia/Saigonn")).toBe(false);
  });

  it("reads the clock a test binds to the app, else the system's", () => {
    expect(clockOf({ clock: () => lateUtc })()).toBe(lateUtc);
    expect(clockOf(undefined)).toBe(systemClock);
    expect(clockOf({ clock: "2026" })).toBe(systemClock);
  });
});

describe("Excel serials", () => {
  it("writes days as Excel's day numbers and times as the zone's wall clock", () => {
    expect(dateSerial("1900-03-01")).toBe(61);
    expect(dateSerial("2026-11-23")).toBe(46349);
    expect(dateSerial("2026-13-01")).toBeNull();
    expect(dateSerial("23/11/2026")).toBeNull();
    expect(dateTimeSerial("2026-11-22T23:30:00.000Z", "Asia/Shanghai")).toBeCloseTo(46349 + 7.5 / 24, 7);
    expect(dateTimeSerial("2026-11-22T23:30:00.000Z", "Asia/Ho_Chi_Minh")).toBeCloseTo(46349 + 6.5 / 24, 7);
    expect(dateTimeSerial("nonsense", "Asia/Shanghai")).toBeNull();
  });

  it("names the export file with the company's time", () => {
    expect(exportFilename("PO", lateUtc, "Asia/Shanghai")).toBe("PO-20261123-0730.xlsx");
    expect(exportFilename("PO", lateUtc, "Asia/Ho_Chi_Minh")).toBe("PO-20261123-0630.xlsx");
  });
});
