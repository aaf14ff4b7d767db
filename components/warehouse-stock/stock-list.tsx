"use client";

import { useMemo } from "react";
import { useTranslations } from "next-intl";
import { warehouseStockList, type WarehouseStockFilters, type WarehouseStockRow } from "@/lib/contracts/erp-production/warehouse-stock";
import { rights } from "@/lib/rights/codes";
import { ListFilterBar, TextFilter, useFilterDraft, useListPage, type ListFiltersProps } from "@/components/data-table";
import { declaredColumns } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import { stockTableState } from "./state";
import type { InitialPage } from "@/components/data-table/initial-page";


function StockFilters({ state, onApply }: ListFiltersProps<WarehouseStockFilters>) {
  const t = useTranslations();
  const filters = useFilterDraft(stockTableState, state, onApply);
  const c = (f: string) => t(warehouseStockList.caption(f));
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

/** Stock on hand by product, batch, location, stock area, owner legal person and project, with what is picked and available. */
export function StockList({ userNo, initial }: { userNo: string; initial?: InitialPage<WarehouseStockRow> | null }) {
  const t = useTranslations();
  const list = useListPage<WarehouseStockRow, WarehouseStockFilters>(stockTableState, warehouseStockList.list.service, warehouseStockList.list.path, { initial });
  const columns = useMemo(() => declaredColumns<WarehouseStockRow>(warehouseStockList, t), [t]);
  return (
    <ListView
      decl={warehouseStockList}
      list={list}
      userNo={userNo}
      columns={columns}
      filters={(p) => <StockFilters {...p} showSupplier={false} />}
      exportRight={rights.warehouseStock.export}
    />
  );
}
