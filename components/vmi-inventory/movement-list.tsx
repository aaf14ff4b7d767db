"use client";

import { useTranslations } from "next-intl";
import type { UserType } from "@/lib/contracts/base-data/user";
import { vmiMovementList, type VmiMovementFilters as Filters, type VmiMovementRow } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { rights } from "@/lib/rights/codes";
import { useListPage } from "@/components/data-table";
import { ListView } from "@/components/data-table/list-view";
import { declaredColumns } from "@/components/data-table/list-columns";
import { VmiMovementFilters } from "./filters";
import { vmiMovementTableState } from "./state";
import type { InitialPage } from "@/components/data-table/initial-page";

/** The VMI movements ledger: receipts and consumptions with the on-hand each left at its location. */
export function VmiMovementList({ userNo, userType, initial }: { userNo: string; userType: UserType; initial?: InitialPage<VmiMovementRow> | null }) {
  const t = useTranslations();
  const list = useListPage<VmiMovementRow, Filters>(vmiMovementTableState, vmiMovementList.list.service, vmiMovementList.list.path, { initial });
  return (
    <ListView
      decl={vmiMovementList}
      list={list}
      userNo={userNo}
      columns={declaredColumns<VmiMovementRow>(vmiMovementList, t)}
      filters={(p) => <VmiMovementFilters {...p} showSupplier={userType !== "supplier"} />}
      exportRight={rights.vmiInventory.export}
    />
  );
}
