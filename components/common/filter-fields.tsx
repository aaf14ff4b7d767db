"use client";

import { useTranslations } from "next-intl";
import { datePresets, presetRange, type DatePreset } from "@/lib/contracts/date-presets";
import { enumCaption } from "@/lib/contracts/kit/captions";
import { DraftDateRange, SelectFilter, TextFilter } from "@/components/data-table";
import { useShellUser } from "@/components/shell/shell-context";

/** A select of one of the purchase enums, each value labelled from the catalogue. */
export function EnumFilter({ label, name, values, enumName, className }: {
  label: string;
  name: string;
  values: readonly string[];
  enumName: string;
  className?: string;
}) {
  const t = useTranslations();
  return <SelectFilter label={label} name={name} className={className} options={values.map((v) => ({ value: v, label: t(enumCaption(enumName, v)) }))} />;
}

/** A yes / no select for a boolean filter. */
export function YesNoFilter({ label, name }: { label: string; name: string }) {
  const t = useTranslations();
  const options = [
    { value: "true", label: t(enumCaption("yesNo", "yes")) },
    { value: "false", label: t(enumCaption("yesNo", "no")) },
  ];
  return <SelectFilter label={label} name={name} className="w-32" options={options} />;
}

/** A day range with the docs/requirements.md §9 quick ranges. */
export function PresetDateRange({ field, label }: { field: string; label: string }) {
  const t = useTranslations();
  return (
    <DraftDateRange
      field={field}
      label={label}
      presets={datePresets}
      presetLabel={(p) => t(enumCaption("datePreset", p))}
      resolve={(p, today) => presetRange(p as DatePreset, today)}
    />
  );
}

/** Whether the session user is staff (internal or admin), who see every supplier's rows; a supplier sees only its own. */
export function useIsStaff(): boolean {
  const user = useShellUser();
  return !!user && user.userType !== "supplier";
}

/** The supplier number filter: staff choose a supplier, a supplier account (only ever its own rows) does not see it. */
export function SupplierFilter({ label }: { label: string }) {
  return useIsStaff() ? <TextFilter label={label} name="venno" className="w-36" /> : null;
}
