"use client";

import { useLocale, useTimeZone } from "next-intl";
import { defaultTimeZone, formatZoned, zoneLabel } from "@/lib/business-time";

/**
 * A stored instant shown in the session company's zone (the i18n config's time zone, lib/i18n/request.ts):
 * "2026-11-24 07:30", with the zone named when `named` (details, print) and always in the tooltip.
 */
export function ZonedTime({ value, named = false }: { value: string | Date | null | undefined; named?: boolean }) {
  const timeZone = useTimeZone() ?? defaultTimeZone;
  const locale = useLocale();
  if (!value) return null;
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return <>{String(value)}</>;
  const text = formatZoned(d, timeZone);
  const zone = zoneLabel(d, timeZone, locale);
  return (
    <time dateTime={d.toISOString()} title={`${text} ${zone} (${timeZone})`} data-zone={timeZone}>
      {named ? `${text} ${zone}` : text}
    </time>
  );
}
