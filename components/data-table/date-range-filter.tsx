"use client";

import { useTranslations } from "next-intl";
import { useBusinessToday } from "@/components/common/use-business-today";
import { useDraft } from "./filter-bar";
import { DateInput } from "@/components/ui/date-input";
import { LazySelect } from "@/components/ui/lazy-select";

/** A filter takes a whole day or nothing; a half-typed one stays in the field. */
const isDay = (v: string) => v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v);

export interface DateRangeValue {
  from: string;
  to: string;
  preset: string;
}

/**
 * A from/to day pair with quick ranges (docs/requirements.md §9). A chosen range travels as its name (the service
 * resolves it); `resolve` only shows its days in the inputs. Editing a day switches to a custom range.
 */
export function DateRangeFilter({
  label,
  value,
  onChange,
  presets,
  presetLabel,
  resolve,
  idPrefix,
}: {
  label: string;
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  presets: readonly string[];
  presetLabel: (preset: string) => string;
  resolve: (preset: string, today: string) => { from: string; to: string };
  idPrefix: string;
}) {
  const t = useTranslations("dataTable");
  const today = useBusinessToday();
  const shown = value.preset ? resolve(value.preset, today) : { from: value.from, to: value.to };
  const custom = "__custom";
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm leading-none font-medium">{label}</legend>
      <div className="flex flex-wrap items-center gap-1.5">
        <DateInput
          id={`${idPrefix}-from`}
          aria-label={`${label} · ${t("dateFrom")}`}
          value={shown.from}
          max={shown.to || undefined}
          clearable={false}
          wrapperClassName="w-[11.5rem]"
          onValueChange={(v) => isDay(v) && onChange({ from: v, to: shown.to, preset: "" })}
        />
        <span aria-hidden="true" className="text-muted-foreground">
          –
        </span>
        <DateInput
          id={`${idPrefix}-to`}
          aria-label={`${label} · ${t("dateTo")}`}
          value={shown.to}
          min={shown.from || undefined}
          clearable={false}
          wrapperClassName="w-[11.5rem]"
          onValueChange={(v) => isDay(v) && onChange({ from: shown.from, to: v, preset: "" })}
        />
        <LazySelect
          value={value.preset || custom}
          onValueChange={(v) => onChange(v === custom ? { from: "", to: "", preset: "" } : { from: "", to: "", preset: v })}
          options={[{ value: custom, label: value.from || value.to ? t("customRange") : t("anyDate") }, ...presets.map((r) => ({ value: r, label: presetLabel(r) }))]}
          aria-label={`${label} · ${t("quickRange")}`}
          className="min-w-36"
          data-testid={`${idPrefix}-range`}
        />
      </div>
    </fieldset>
  );
}

/** A date range bound to the enclosing `<ListFilterBar>` draft as `<field>From`, `<field>To` and `<field>Range`. */
export function DraftDateRange({
  field,
  ...rest
}: {
  field: string;
  label: string;
  presets: readonly string[];
  presetLabel: (preset: string) => string;
  resolve: (preset: string, today: string) => { from: string; to: string };
}) {
  const { draft, set } = useDraft();
  return (
    <DateRangeFilter
      {...rest}
      idPrefix={`filter-${field}`}
      value={{ from: draft[`${field}From`] ?? "", to: draft[`${field}To`] ?? "", preset: draft[`${field}Range`] ?? "" }}
      onChange={(v) => set({ [`${field}From`]: v.from, [`${field}To`]: v.to, [`${field}Range`]: v.preset })}
    />
  );
}
