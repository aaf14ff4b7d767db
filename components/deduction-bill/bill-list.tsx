"use client";

import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import type { UserType } from "@/lib/contracts/base-data/user";
import type { DeductionBillRow } from "@/lib/contracts/erp-production/deduction-bill";
import { toast } from "@/lib/client/toast";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { useReceiveActions, type ReceiveOptions } from "@/components/common/use-receive-actions";
import { openedOnce } from "@/components/common/client-only";
import { useListPage } from "@/components/data-table";
import { ListView } from "@/components/data-table/list-view";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { rowActionsColumn } from "@/components/data-table/row-actions-column";
import type { ParsedList } from "@/lib/table-state/initial-page";
import { Button } from "@/components/ui/button";
import { MenuItem } from "@/components/ui/menu-lazy";
import type { DeductionBillFilters as DeductionFilters } from "@/lib/contracts/erp-production/deduction-bill";

const BillSheet = openedOnce(
  async () => ({ default: (await import("./bill-sheet")).BillSheet }),
  (p) => p.id !== null,
);
/** Batch confirm and dispute of the selected bills, each with its own outcome (captions in deductionBill.batch). */
const batchOf: ReceiveOptions = {
  namespace: "deductionBill.batch",
  labelVar: "billNo",
  load: async () => (await import("./bill-calls")).billCalls,
};
const IssueDialog = openedOnce(
  async () => ({ default: (await import("./issue-dialog")).IssueDialog }),
  (p) => p.open,
);

/**
 * Deduction bills: the buyer issues and answers disputes, the supplier confirms or disputes in the bill's sheet
 * or several selected at once.
 * The page parses the URL; the sheet and the issue form load with the first one opened.
 */
export function DeductionBillList({ userNo, userType, initial, state, codec, view }: { userNo: string; userType: UserType } & ParsedList<DeductionBillRow, DeductionFilters>) {
  const t = useTranslations();
  const isSupplier = userType === "supplier";
  const list = useListPage<DeductionBillRow, DeductionFilters>({ initial, state, codec, view });
  const [open, setOpen] = useState<number | null>(null);
  const [issuing, setIssuing] = useState(false);
  const actions = useReceiveActions(batchOf, () => list.data.reload());
  const columns = useMemo(() => [
    ...declaredColumns<DeductionBillRow>(declaredOf(view), t),
    rowActionsColumn<DeductionBillRow>(t, (b) => t("deductionBill.rowActions", { billNo: b.billNo }), (b) => (
      <MenuItem onSelect={() => setOpen(b.id)}>{t("deductionBill.actions.open")}</MenuItem>
    )),
  ], [t, view]);
  const selected = list.rows.filter((r) => list.selection[String(r.id)]).map((b) => ({ id: b.id, label: b.billNo }));
  const batch = (kind: "confirm" | "dispute") => {
    if (!selected.length) return toast.error(t("validation.selectAtLeastOne"));
    if (kind === "confirm") actions.askReceive(selected, "batch");
    else actions.askReject(selected, "batch");
  };
  return (
    <div className="flex flex-col gap-3">
      <ListView
        decl={view}
        list={list}
        userNo={userNo}
        columns={columns}
        exportRight={rights.deductionBill.export}
        onRowOpen={(b) => setOpen(b.id)}
        selectable={isSupplier}
        actions={isSupplier ? (
          <>
            <span className="text-sm text-muted-foreground" aria-live="polite" data-testid="selected-count">{t("dataTable.selected", { count: selected.length })}</span>
            <RequireRights anyOf={[rights.deductionBill.confirm]}>
              <Button size="sm" onClick={() => batch("confirm")} data-testid="batch-confirm">{t("deductionBill.batch.receive.batch")}</Button>
            </RequireRights>
            <RequireRights anyOf={[rights.deductionBill.dispute]}>
              <Button size="sm" variant="destructive" onClick={() => batch("dispute")} data-testid="batch-dispute">{t("deductionBill.batch.reject.batch")}</Button>
            </RequireRights>
          </>
        ) : (
          <RequireRights anyOf={[rights.deductionBill.add]}>
            <Button size="sm" onClick={() => setIssuing(true)} data-testid="issue-open">{t("deductionBill.actions.issue")}</Button>
          </RequireRights>
        )}
      />
      <BillSheet id={open} isSupplier={isSupplier} onClose={() => setOpen(null)} onChanged={() => list.data.reload()} />
      {actions.dialogs}
      <IssueDialog open={issuing} onClose={() => setIssuing(false)} onIssued={(b) => { list.data.reload(); setOpen(b.id); }} />
    </div>
  );
}
