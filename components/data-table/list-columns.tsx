"use client";

import type { ColumnDef } from "./types";
import { columnCaption, enumCaption } from "@/lib/contracts/kit/captions";
import type { ColumnDecl, ListView } from "@/lib/contracts/kit/columns";
import type { Translate } from "@/lib/contracts/issues";
import { Badge } from "@/components/ui/badge";
import { formatDecimal, formatMoney } from "@/components/common/format";
import { ZonedTime } from "@/components/common/zoned-time";
import { DictionaryLabel } from "@/components/dictionary/use-dictionary";

/** An enum value as a badge in the colour its declaration gives it. */
export function EnumValue({ t, decl, value }: { t: Translate; decl: Pick<ColumnDecl, "enumName" | "tones">; value: string | null | undefined }) {
  if (value === null || value === undefined) return null;
  return (
    // A long caption (Vietnamese, in a phone card beside its label) shrinks and wraps between its words instead of
    // running past the screen; a Chinese or Japanese caption has no spaces and stays whole (keep-all).
    <Badge variant={decl.tones?.[value] ?? "secondary"} data-value={value} className="max-w-full min-w-0 shrink-1 text-left whitespace-normal break-keep">
      {t(enumCaption(decl.enumName!, value))}
    </Badge>
  );
}

/**
 * A declared field's value as text or a badge, the way every table and detail view shows it. Times are
 * in the company's zone; `named` names the zone (details and print, where a reader could assume another).
 */
export function renderValue(t: Translate, decl: ColumnDecl, v: unknown, o: { named?: boolean } = {}): React.ReactNode {
  if (v === null || v === undefined) return "";
  if (decl.dictionary) return <DictionaryLabel type={decl.dictionary} code={String(v)} />;
  switch (decl.kind) {
    case "decimal":
      return decl.money ? formatMoney(String(v)) : formatDecimal(String(v));
    case "datetime":
      return <ZonedTime value={String(v)} named={o.named} />;
    case "flag":
      return t(enumCaption("yesNo", v ? "yes" : "no"));
    case "enum":
      return <EnumValue t={t} decl={decl} value={String(v)} />;
    default:
      return String(v);
  }
}

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
