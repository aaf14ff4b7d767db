"use client";

import { useLocale } from "next-intl";
import { FormField } from "@/components/ui/form-field";
import { LazySelect } from "@/components/ui/lazy-select";
import { useDraft } from "@/components/data-table/filter-bar";
import { useBusinessToday } from "@/components/common/use-business-today";
import { monthText } from "./figures";
import { monthChoices } from "./links";

/**
 * A month (yyyy-mm) in a list's filter form, as a select of the last three years named in the UI language (the
 * browser's month picker speaks its own). Empty is the last full month, the service's default.
 */
export function MonthFilter({ label, name }: { label: string; name: string }) {
  const { draft, set } = useDraft();
  const locale = useLocale();
  const months = monthChoices(useBusinessToday());
  const options = months.map((m) => ({ value: m, label: monthText(`${m}-01`, locale) }));
  return (
    <FormField label={label} className="w-44">
      {(control) => (
        <LazySelect value={draft[name] || months[1]!} onValueChange={(v) => set({ [name]: v })} options={options} {...control} className="w-full" data-testid={`filter-${name}`} />
      )}
    </FormField>
  );
}
