"use client";

import { useTimeZone } from "next-intl";
import { businessDate, defaultTimeZone } from "@/lib/business-time";

/** Today (yyyy-mm-dd) in the session company's zone: default dates and "today" of date presets. */
export function useBusinessToday(): string {
  return businessDate(new Date(), useTimeZone() ?? defaultTimeZone);
}
