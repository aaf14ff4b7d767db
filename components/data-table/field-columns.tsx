"use client";

import "@/components/data-table/types";
import type { ColumnDef } from "@tanstack/react-table";
import { columnKey, enumKey, type CaptionModule, type EnumName } from "@/lib/contracts/erp-purchase";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { formatDateTime, formatDecimal } from "@/components/common/format";

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export type FieldKind =
  | { type: "text" }
  | { type: "decimal" }
  | { type: "int" }
  | { type: "datetime" }
  | { type: "bool" }
  | { type: "enum"; name: EnumName; variants?: Record<string, BadgeVariant> };

const text: FieldKind = { type: "text" };

export function EnumBadge({ t, name, value, variants }: { t: Translate; name: EnumName; value: string | null; variants?: Record<string, BadgeVariant> }) {
  if (value === null) return null;
  return (
    <Badge variant={variants?.[value] ?? "secondary"} data-value={value}>
      {t(enumKey(name, value))}
    </Badge>
  );
}

/**
 * Columns for a list's fields in order, captioned from the shared catalogue (the same captions the
 * service's Excel export uses). `kinds` says how to show a field; `cells` overrides a cell entirely.
 */
export function fieldColumns<T extends Record<string, unknown>>(opts: {
  t: Translate;
  module: CaptionModule;
  fields: readonly string[];
  kinds?: Record<string, FieldKind>;
  cells?: Partial<Record<string, (row: T) => React.ReactNode>>;
  hidden?: readonly string[];
  highlight?: Partial<Record<string, (row: T) => boolean>>;
}): ColumnDef<T>[] {
  const { t } = opts;
  return opts.fields.map((field) => {
    const kind = opts.kinds?.[field] ?? text;
    const custom = opts.cells?.[field];
    const numeric = kind.type === "decimal" || kind.type === "int";
    const hl = opts.highlight?.[field];
    return {
      id: field,
      accessorFn: (row: T) => row[field],
      meta: {
        label: t(columnKey(opts.module, field)),
        align: numeric ? "right" : kind.type === "bool" ? "center" : "left",
        hiddenByDefault: opts.hidden?.includes(field),
        cellClassName: hl ? (row: T) => (hl(row) ? "bg-amber-100 font-semibold text-amber-900" : undefined) : undefined,
      },
      cell: ({ row }) => {
        if (custom) return custom(row.original);
        const v = row.original[field];
        switch (kind.type) {
          case "decimal":
            return formatDecimal(v as string | null);
          case "datetime":
            return formatDateTime(v as string | null);
          case "bool":
            return t(enumKey("yesNo", v ? "yes" : "no"));
          case "enum":
            return <EnumBadge t={t} name={kind.name} value={v as string | null} variants={kind.variants} />;
          default:
            return v === null || v === undefined ? "" : String(v);
        }
      },
    } satisfies ColumnDef<T>;
  });
}

export const receiveVariants: Record<string, BadgeVariant> = { not_received: "warning", received: "success", rejected: "destructive" };
export const noticeVariants: Record<string, BadgeVariant> = { open: "warning", received: "success", cancelled: "secondary" };
