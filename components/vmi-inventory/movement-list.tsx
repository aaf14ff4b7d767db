"use client";

import { useTranslations } from "next-intl";
import type { VmiMovementFilters as Filters, VmiMovementRow } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { rights } from "@/lib/rights/codes";
import { useListPage } from "@/components/data-table";
import { ListView } from "@/components/data-table/list-view";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import type { ParsedList } from "@/lib/table-state/initial-page";

/**
 * The VMI movements ledger: receipts and consumptions with the on-hand each left at its location.
 * The page parses the URL and hands over the state, the codec's shape and the list's view: no schema loads here.
 */
export function VmiMovementList({ userNo, initial, state, codec, view }: {
  userNo: string;
} & ParsedList<VmiMovementRow, Filters>) {
  const t = useTranslations();
  const list = useListPage<VmiMovementRow, Filters>({ initial, state, codec, view });
  return (
    <ListView
      decl={view}
      list={list}
      userNo={userNo}
      columns={declaredColumns<VmiMovementRow>(declaredOf(view), t)}
     
      exportRight={rights.vmiInventory.export}
    />
  );
}
