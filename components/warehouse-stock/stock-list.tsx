"use client";

import { useMemo } from "react";
import { useTranslations } from "next-intl";
import type { WarehouseStockFilters, WarehouseStockRow } from "@/lib/contracts/erp-production/warehouse-stock";
import { columnCaption } from "@/lib/contracts/kit/captions";
import type { ListView as ListViewDecl } from "@/lib/contracts/kit/columns";
import { rights } from "@/lib/rights/codes";
import { ListFilterBar, TextFilter, useFilterDraft, useListPage, type ListFiltersProps } from "@/components/data-table";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import type { ParsedList } from "@/lib/table-state/initial-page";

function StockFilters({ codec, view, state, onApply }: ListFiltersProps<WarehouseStockFilters> & { view: ListViewDecl }) {
  const t = useTranslations();
  const filters = useFilterDraft(codec, state, onApply);
  const c = (f: string) => t(columnCaption(view.namespace, f));
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={c("productCode")} name="productCode" />
      <TextFilter label={c("batchNo")} name="batchNo" />
      <TextFilter label={c("location")} name="location" />
      <TextFilter label={c("stockArea")} name="stockArea" />
      <TextFilter label={c("ownerLegalPerson")} name="ownerLegalPerson" />
      <TextFilter label={c("projectNo")} name="projectNo" />
    </ListFilterBar>
  );
}

/**
 * Stock on hand by product, batch, location, stock area, owner legal person and project, with what is picked and available.
 * The page parses the URL and hands over the state, the codec's shape and the list's view: no schema loads here.
 */
export function StockList({ userNo, initial, state, codec, view }: {
  userNo: string;
} & ParsedList<WarehouseStockRow, WarehouseStockFilters>) {
  const t = useTranslations();
  const list = useListPage<WarehouseStockRow, WarehouseStockFilters>({ initial, state, codec, view });
  const columns = useMemo(() => declaredColumns<WarehouseStockRow>(declaredOf(view), t), [t, view]);
  return (
    <ListView
      decl={view}
      list={list}
      userNo={userNo}
      columns={columns}
      filters={(p) => <StockFilters {...p} view={view} showSupplier={false} />}
      exportRight={rights.warehouseStock.export}
    />
  );
}
