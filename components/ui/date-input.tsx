"use client";

import * as React from "react";
import { useTimeZone, useTranslations } from "next-intl";
import { defaultTimeZone, instantOfZoned, zoneLabel } from "@/lib/business-time";
import { cn } from "@/lib/utils";
import { ShellIcon } from "@/components/shell/shell-icon";
import { Input, type InputProps } from "./input";

type DateInputProps = Omit<InputProps, "type" | "value" | "defaultValue" | "onChange" | "min" | "max"> & {
  /** A day "yyyy-mm-dd"; with `withTime`, the company's wall clock "yyyy-mm-ddThh:mm[:ss]" (see lib/business-time zonedInputValue). */
  value: string;
  /** Called with each complete value ("" when cleared) as it is typed or picked, and with the raw text on leaving the field. */
  onValueChange: (value: string) => void;
  withTime?: boolean;
  min?: string;
  max?: string;
};

const dayPattern = /^(\d{4})[-/.年]?(\d{1,2})[-/.月]?(\d{1,2})日?$/;
const whole = { day: /^\d{4}([-/.]?)\d{2}\1\d{2}$/, time: /^\d{4}([-/.]?)\d{2}\1\d{2}[T\s]\d{2}:\d{2}(:\d{2})?$/ };

/**
 * What a user typed as the house format: "2026/11/29", "2026.11.29", "20261129", "2026-11-29 7:40" all become
 * ISO-shaped; `loose` (on leaving the field) also takes one-digit months and days, which while typing are not yet whole.
 */
export function normalizeDateText(text: string, withTime: boolean, loose = true): string {
  const trimmed = text.trim();
  if (!loose && !(withTime ? whole.time : whole.day).test(trimmed)) return text;
  const [day = "", time = ""] = trimmed.split(/[T\s]+/);
  const m = dayPattern.exec(day);
  if (!m || day.length === 7) return text;
  const iso = `${m[1]}-${m[2]!.padStart(2, "0")}-${m[3]!.padStart(2, "0")}`;
  if (!withTime) return iso;
  const tm = /^(\d{1,2}):?(\d{2})(:\d{2})?$/.exec(time);
  return tm ? `${iso}T${tm[1]!.padStart(2, "0")}:${tm[2]}${tm[3] ?? ""}` : text;
}

const complete = (v: string, withTime: boolean) => (withTime ? /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/ : /^\d{4}-\d{2}-\d{2}$/).test(v);

/**
 * The house date (and date-time) input: the text is the portal's own yyyy-mm-dd [hh:mm], the format every list and
 * detail shows, in any UI language (a native date input writes the browser's, mm/dd/yyyy in a Chinese UI). Times are
 * the company's wall clock, its zone named beside the field; the calendar button opens the browser's picker.
 */
export function DateInput({ value, onValueChange, withTime = false, min, max, className, wrapperClassName, onBlur, disabled, readOnly, ...props }: DateInputProps) {
  const t = useTranslations("common.dateInput");
  const timeZone = useTimeZone() ?? defaultTimeZone;
  const picker = React.useRef<HTMLInputElement | null>(null);
  // What is typed and not yet a whole date; the field shows it until it is one.
  const [draft, setDraft] = React.useState<string | null>(null);
  const shown = draft ?? (withTime ? value.replace("T", " ") : value);
  const [opened] = React.useState(() => new Date());
  const at = instantOfZoned(value, timeZone);
  const zone = withTime ? zoneLabel(at ? new Date(at) : opened, timeZone) : null;
  const take = (text: string, loose = false) => {
    const normal = normalizeDateText(text, withTime, loose);
    if (normal === "" || complete(normal, withTime)) {
      setDraft(null);
      if (normal !== value) onValueChange(normal);
    } else setDraft(text);
  };
  const openPicker = () => {
    const el = picker.current;
    if (!el) return;
    el.value = value;
    try {
      el.showPicker();
    } catch {
      el.focus();
    }
  };
  const pick = withTime ? t("pickDateTime") : t("pickDate");
  return (
    <div className={cn("flex w-full items-center gap-1", wrapperClassName)} data-slot="date-input">
      <Input
        {...props}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={withTime ? t("dateTimePattern") : t("datePattern")}
        value={shown}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(e) => take(e.target.value)}
        onClear={() => take("")}
        onBlur={(e) => {
          if (draft !== null) take(draft, true);
          // a text that is still no date reaches the form, whose rules name the problem
          if (draft !== null && !complete(normalizeDateText(draft, withTime), withTime) && draft !== value) onValueChange(draft);
          onBlur?.(e);
        }}
        className={cn("tabular-nums", className)}
      />
      {zone && <span className="shrink-0 text-xs text-muted-foreground" title={t("zoneNote", { zone: timeZone })}>{zone}</span>}
      <span className="relative inline-flex shrink-0">
        <input
          ref={picker}
          type={withTime ? "datetime-local" : "date"}
          tabIndex={-1}
          aria-hidden="true"
          min={min}
          max={max}
          className="pointer-events-none absolute inset-0 size-full opacity-0"
          onChange={(e) => e.target.value && take(e.target.value.slice(0, withTime ? 19 : 10), true)}
        />
        <button type="button" tabIndex={-1} aria-label={pick} title={pick} disabled={disabled || readOnly} onClick={openPicker}
          className="relative inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground disabled:opacity-50">
          <ShellIcon name="calendar" />
        </button>
      </span>
    </div>
  );
}
