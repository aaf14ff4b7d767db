"use client";

import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useDraft } from "@/components/data-table/filter-bar";

/** A month (yyyy-mm) in a list's filter form: the browser's month picker, the text itself where it has none. */
export function MonthFilter({ label, name }: { label: string; name: string }) {
  const { draft, set } = useDraft();
  return (
    <FormField label={label} className="w-44">
      <Input type="month" name={name} value={draft[name] ?? ""} pattern="\d{4}-\d{2}" placeholder="yyyy-mm" onChange={(e) => set({ [name]: e.target.value })} />
    </FormField>
  );
}
