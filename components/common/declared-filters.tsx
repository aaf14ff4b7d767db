"use client";

import { Fragment } from "react";
import { useTranslations } from "next-intl";
import { columnCaption } from "@/lib/contracts/kit/captions";
import type { ListView } from "@/lib/contracts/kit/columns";
import type { FilterView } from "@/lib/contracts/kit/filters";
import { ListFilterBar, TextFilter, useFilterDraft, type ListFiltersProps } from "@/components/data-table";
import { EnumFilter, PresetDateRange, SupplierFilter, YesNoFilter } from "./filter-fields";

export interface DeclaredFiltersOptions {
  /** A filter's label where it is not `<namespace>.filters.<name>` or its column's caption (already translated). */
  captions?: Partial<Record<string, string>>;
  /** A module's own field in a filter's declared place (a filter of another kind, or one drawn differently); null leaves it out. */
  fields?: Partial<Record<string, React.ReactNode>>;
}

/**
 * A declared list's filter form, from its view (viewOf): text, enum, yes / no and date-range filters in the order the
 * contract declares them, each labelled `<namespace>.filters.<name>` where the catalogue has it, else with its column's
 * caption. `venno` is the supplier filter (staff only); `children` come after the declared fields.
 */
export function DeclaredFilterBar<F>({
  view,
  codec,
  state,
  onApply,
  captions = {},
  fields = {},
  children,
}: ListFiltersProps<F> & DeclaredFiltersOptions & { view: Pick<ListView, "namespace" | "filters">; children?: React.ReactNode }) {
  const t = useTranslations();
  const filters = useFilterDraft(codec, state, onApply);
  const caption = (name: string) => {
    const own = `${view.namespace}.filters.${name}`;
    return captions[name] ?? (t.has(own) ? t(own) : t(columnCaption(view.namespace, name)));
  };
  const field = (f: FilterView) => {
    if (f.name in fields) return fields[f.name];
    switch (f.kind) {
      case "text":
        return f.name === "venno" ? <SupplierFilter label={caption(f.name)} /> : <TextFilter label={caption(f.name)} name={f.name} />;
      case "enum":
        return <EnumFilter label={caption(f.name)} name={f.name} enumName={f.enumName} values={f.values} />;
      case "flag":
        return <YesNoFilter label={caption(f.name)} name={f.name} />;
      case "dateRange":
        return <PresetDateRange field={f.name} label={caption(f.name)} />;
      case "other":
        return null;
    }
  };
  return (
    <ListFilterBar filters={filters}>
      {view.filters.map((f) => (
        <Fragment key={f.name}>{field(f)}</Fragment>
      ))}
      {children}
    </ListFilterBar>
  );
}
