"use client";

import { useMemo } from "react";
import { useTranslations } from "next-intl";
import type { WarehouseStockFilters, WarehouseStockRow } from "@/lib/contracts/erp-production/warehouse-stock";
import { rights } from "@/lib/rights/codes";
import { useListPage } from "@/components/data-table";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import type { ParsedList } from "@/lib/table-state/initial-page";

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
     
      exportRight={rights.warehouseStock.export}
    />
  );
}
