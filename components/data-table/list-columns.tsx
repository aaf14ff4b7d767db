"use client";

import type { ColumnDef } from "./types";
import { columnCaption } from "@/lib/contracts/kit/captions";
import type { ColumnDecl, ListView } from "@/lib/contracts/kit/columns";
import type { Translate } from "@/lib/contracts/issues";
import { renderValue } from "./render-value";

interface Declared {
  columns: Record<string, ColumnDecl>;
  caption: (field: string) => string;
  fields: readonly string[];
}

/** A list's client view (kit/columns) as declared columns, captioned from its namespace. */
export const declaredOf = (view: Pick<ListView, "namespace" | "columns" | "fields">): Declared => ({
  columns: view.columns,
  fields: view.fields,
  caption: (field) => columnCaption(view.namespace, field),
});

/**
 * Table columns of a declared list (or line table), in declaration order, captioned from the same
 * catalogue keys as the service's export. `cells` overrides a cell; `highlight` marks a cell by row;
 * `title` names the key fields that title a row's card on a phone (by default the first field).
 */
export function declaredColumns<T extends Record<string, unknown>>(
  decl: Declared,
  t: Translate,
  opts: {
    cells?: Partial<Record<string, (row: T) => React.ReactNode>>;
    highlight?: Partial<Record<string, (row: T) => boolean>>;
    fields?: readonly string[];
    title?: readonly string[];
  } = {},
): ColumnDef<T>[] {
  return (opts.fields ?? decl.fields).map((field) => {
    const d = decl.columns[field]!;
    const custom = opts.cells?.[field];
    const hl = opts.highlight?.[field];
    const label = t(decl.caption(field));
    return {
      id: field,
      // without it, TanStack's default header of a column that cannot sort is its raw id
      header: label,
      accessorFn: (row: T) => row[field],
      enableSorting: d.sortable !== false,
      meta: {
        label,
        align: d.kind === "decimal" || d.kind === "int" ? "right" : d.kind === "flag" ? "center" : "left",
        hiddenByDefault: d.hidden,
        staffOnly: d.staffOnly,
        lead: d.lead,
        cardTitle: opts.title?.includes(field),
        cellClassName: hl ? (row: T) => (hl(row) ? "bg-amber-100 font-semibold text-amber-900" : undefined) : undefined,
      },
      cell: ({ row }) => (custom ? custom(row.original) : renderValue(t, d, row.original[field])),
    } satisfies ColumnDef<T>;
  });
}
