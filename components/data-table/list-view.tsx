"use client";

import { Fragment } from "react";
import type { ColumnDef } from "./types";
import { useTranslations } from "next-intl";
import type { ListView as ListViewDecl } from "@/lib/contracts/kit/columns";
import type { Right } from "@/lib/rights/codes";
import { ListExport } from "@/components/common/list-export";
import { DeclaredFilterBar, type DeclaredFiltersOptions } from "@/components/common/declared-filters";
import { DataTable } from "./data-table";
import { listTableProps } from "./list-table-props";
import type { ListState as List } from "./use-list-page";

type FilterProps<T, F> = { state: List<T, F>["state"]; onApply: List<T, F>["setFilters"]; codec: List<T, F>["codec"] };

/**
 * A declared list's page body: its filters (the declared filter bar, with a module's captions and fields, unless it draws its own), the table (id, caption and export from the declaration) and
 * the module's own toolbar actions. `<ns>.title` captions the table and `<ns>.exportName` names the file.
 */
export function ListView<T extends { id: string | number }, F>({
  decl,
  list,
  userNo,
  columns,
  filters = {},
  exportRight,
  actions,
  onRowOpen,
  selectable = false,
  emptyText,
}: {
  decl: Pick<ListViewDecl, "namespace" | "list" | "export" | "filters">;
  list: List<T, F>;
  userNo: string;
  columns: ColumnDef<T>[];
  filters?: DeclaredFiltersOptions | ((props: FilterProps<T, F>) => React.ReactNode);
  /** The right its export needs; null: none; false: the list has no export. */
  exportRight: Right | null | false;
  actions?: React.ReactNode;
  onRowOpen?: (row: T) => void;
  selectable?: boolean;
  emptyText?: string;
}) {
  const t = useTranslations();
  const filterProps: FilterProps<T, F> = { state: list.state, onApply: list.setFilters, codec: list.codec };
  return (
    <>
      {/* a new filter state (back, reset, a link) remounts the filter form with it */}
      <Fragment key={list.signature}>{typeof filters === "function" ? filters(filterProps) : <DeclaredFilterBar {...filterProps} view={decl} {...filters} />}</Fragment>
      <DataTable
        tableId={decl.list.path.replace(/^\//, "")}
        userNo={userNo}
        caption={t(`${decl.namespace}.title`)}
        columns={columns}
        {...listTableProps(list, { selectable })}
        onRowOpen={onRowOpen}
        emptyText={emptyText}
        toolbar={({ visibleColumnIds }) => (
          <>
            {actions}
            {exportRight !== false && <ListExport right={exportRight} op={decl.export} query={list.exportQuery} columns={visibleColumnIds} fileName={t(`${decl.namespace}.exportName`)} />}
          </>
        )}
      />
    </>
  );
}
