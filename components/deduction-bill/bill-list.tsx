"use client";

import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import type { UserType } from "@/lib/contracts/base-data/user";
import { deductionBillList, type DeductionBillRow } from "@/lib/contracts/erp-production/deduction-bill";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/lib/rights/require-rights";
import { useListPage } from "@/components/data-table";
import { ListView } from "@/components/data-table/list-view";
import { declaredColumns } from "@/components/data-table/list-columns";
import { rowActionsColumn } from "@/components/data-table/row-actions-column";
import { Button } from "@/components/ui/button";
import { MenuItem } from "@/components/ui/menu-lazy";
import { BillSheet } from "./bill-sheet";
import { DeductionFilterBar } from "./filters";
import { IssueDialog } from "./issue-dialog";
import { deductionTableState, type DeductionFilters } from "./state";
import type { InitialPage } from "@/components/data-table/initial-page";

/** Deduction bills: the buyer issues and answers disputes, the supplier confirms or disputes in the bill's sheet. */
export function DeductionBillList({ userNo, userType, initial }: { userNo: string; userType: UserType; initial?: InitialPage<DeductionBillRow> | null }) {
  const t = useTranslations();
  const isSupplier = userType === "supplier";
  const list = useListPage<DeductionBillRow, DeductionFilters>(deductionTableState, deductionBillList.list.service, deductionBillList.list.path, { initial });
  const [open, setOpen] = useState<number | null>(null);
  const [issuing, setIssuing] = useState(false);
  const columns = useMemo(() => [
    ...declaredColumns<DeductionBillRow>(deductionBillList, t),
    rowActionsColumn<DeductionBillRow>(t, (b) => t("deductionBill.rowActions", { billNo: b.billNo }), (b) => (
      <MenuItem onSelect={() => setOpen(b.id)}>{t("deductionBill.actions.open")}</MenuItem>
    )),
  ], [t]);
  return (
    <div className="flex flex-col gap-3">
      <ListView
        decl={deductionBillList}
        list={list}
        userNo={userNo}
        columns={columns}
        filters={(p) => <DeductionFilterBar {...p} showSupplier={!isSupplier} />}
        exportRight={rights.deductionBill.export}
        onRowOpen={(b) => setOpen(b.id)}
        actions={isSupplier ? undefined : (
          <RequireRights anyOf={[rights.deductionBill.add]}>
            <Button size="sm" onClick={() => setIssuing(true)} data-testid="issue-open">{t("deductionBill.actions.issue")}</Button>
          </RequireRights>
        )}
      />
      <BillSheet id={open} isSupplier={isSupplier} onClose={() => setOpen(null)} onChanged={() => list.data.reload()} />
      <IssueDialog open={issuing} onClose={() => setIssuing(false)} onIssued={(b) => { list.data.reload(); setOpen(b.id); }} />
    </div>
  );
}
