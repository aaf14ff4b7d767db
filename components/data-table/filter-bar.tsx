"use client";

import { createContext, use, useState } from "react";
import { useTranslations } from "next-intl";
import { ShellIcon } from "@/components/shell/shell-icon";
import type { TableStateDef } from "@/lib/table-state";
import { unparsedFilters, type TableCodec, type TableState } from "@/lib/table-state/codec";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { LazySelect } from "@/components/ui/lazy-select";
import { mdQuery, useMediaQuery, useShellPhone } from "@/components/shell/shell-context";

export type Draft = Record<string, string>;

/**
 * The filter form's draft as strings, read back through the table-state parser on search; for a list given
 * only its codec, they go into the URL as typed, and its page parses them on the server.
 */
export function useFilterDraft<F>(def: TableStateDef<F> | TableCodec<F>, state: TableState<F>, onApply: (filters: Partial<F>) => void) {
  const initial = (): Draft => {
    const out: Draft = {};
    for (const [k, v] of def.toSearchParams({ ...state, sort: null, cursor: null, limit: def.defaultLimit })) {
      out[k] = out[k] ? `${out[k]},${v}` : v;
    }
    return out;
  };
  const [draft, setDraft] = useState<Draft>(initial);
  const set = (patch: Draft) => setDraft((d) => ({ ...d, ...patch }));
  const apply = () => onApply("parse" in def ? def.parse(draft).filters : unparsedFilters<F>(def, draft));
  const reset = () => {
    setDraft({});
    onApply({});
  };
  return { draft, set, apply, reset };
}

const DraftContext = createContext<{ draft: Draft; set: (patch: Draft) => void } | null>(null);

/** The draft of the enclosing `<ListFilterBar>`, for its field components. */
export function useDraft() {
  const ctx = use(DraftContext);
  if (!ctx) throw new Error("filter fields belong inside <ListFilterBar>");
  return ctx;
}

/** What a list page hands its filter component (mounted with `key={list.signature}` so the draft follows the URL). */
export interface ListFiltersProps<F> {
  state: TableState<F>;
  onApply: (filters: Partial<F>) => void;
  /** The writer of the list's URL, which the draft's values go through. */
  codec: TableCodec<F>;
}

export type FilterDraft = ReturnType<typeof useFilterDraft>;

/** A filter form over a `useFilterDraft` draft: its field components edit the draft, Search applies it, Reset clears it. */
export function ListFilterBar({ filters, children }: { filters: FilterDraft; children: React.ReactNode }) {
  const { draft, set, apply, reset } = filters;
  return (
    <DraftContext value={{ draft, set }}>
      <FilterBar onSearch={apply} onReset={reset}>
        {children}
      </FilterBar>
    </DraftContext>
  );
}

/** A list's filter form: fields in a wrapping grid, Search and Reset; on narrow screens behind a toggle. */
export function FilterBar({ children, onSearch, onReset }: { children: React.ReactNode; onSearch: () => void; onReset: () => void }) {
  const t = useTranslations("dataTable");
  const [open, setOpen] = useState(false);
  // Behind the toggle on a phone: there its fields are written (and hydrated) when opened, or once the screen is wider.
  const phone = useShellPhone();
  const wide = useMediaQuery(mdQuery, !phone);
  return (
    <form
      role="search"
      aria-label={t("filters")}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
      className="rounded-md border bg-card p-3 border-border"
    >
      <Button type="button" variant="outline" size="sm" className="mb-2 md:hidden" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <ShellIcon name="sliders-horizontal" />
        {t("filters")}
      </Button>
      {(open || wide || !phone) && <div className={open ? "flex flex-col gap-3" : "hidden flex-col gap-3 md:flex"}>
        <div className="flex flex-wrap items-end gap-x-4 gap-y-3">{children}</div>
        <div className="flex gap-2">
          <Button type="submit" size="sm" data-testid="filter-search">
            <ShellIcon name="search" />
            {t("search")}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={onReset} data-testid="filter-reset">
            <ShellIcon name="rotate-ccw" />
            {t("reset")}
          </Button>
        </div>
      </div>}
    </form>
  );
}

export function TextFilter({ label, name, className = "w-44" }: { label: string; name: string; className?: string }) {
  const t = useTranslations("dataTable");
  const { draft, set } = useDraft();
  return (
    <FormField label={label} className={className}>
      <Input name={name} value={draft[name] ?? ""} maxLength={50} clearLabel={t("reset")} onChange={(e) => set({ [name]: e.target.value })} />
    </FormField>
  );
}

const all = "__all";

export function SelectFilter({
  label,
  name,
  options,
  className = "w-40",
}: {
  label: string;
  name: string;
  options: { value: string; label: string }[];
  className?: string;
}) {
  const t = useTranslations("dataTable");
  const { draft, set } = useDraft();
  return (
    <FormField label={label} className={className}>
      {(control) => (
        <LazySelect
          value={draft[name] || all}
          onValueChange={(v) => set({ [name]: v === all ? "" : v })}
          options={[{ value: all, label: t("all") }, ...options]}
          {...control}
          className="w-full"
          data-testid={`filter-${name}`}
        />
      )}
    </FormField>
  );
}
