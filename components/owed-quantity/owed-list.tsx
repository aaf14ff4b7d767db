"use client";

import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import type { UserType } from "@/lib/contracts/base-data/user";
import { toast } from "@/lib/client/toast";
import type { OwedQuantityRow } from "@/lib/contracts/erp-production/owed-quantity";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import { rights } from "@/lib/rights/codes";
import { useHasRights } from "@/lib/rights/context";
import { RequireRights } from "@/components/rights/require-rights";
import { openedOnce } from "@/components/common/client-only";
import { useListPage } from "@/components/data-table";
import { ListView } from "@/components/data-table/list-view";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { rowActionsColumn } from "@/components/data-table/row-actions-column";
import { useReceiveActions, type ReceiveOptions } from "@/components/common/use-receive-actions";
import { Button } from "@/components/ui/button";
import { MenuItem } from "@/components/ui/menu-lazy";
import type { OwedQuantityFilters as OwedFilters } from "@/lib/contracts/erp-production/owed-quantity";
import type { ParsedList } from "@/lib/table-state/initial-page";

/** Confirm is the hook's "receive", dispute its "reject" (captions in owedQuantity.receive / .reject). */
const actionsOf: ReceiveOptions = {
  namespace: "owedQuantity",
  labelVar: "owedNo",
  load: async () => (await import("./owed-calls")).owedCalls,
};
const HistoryDialog = openedOnce(
  async () => ({ default: (await import("./history-dialog")).HistoryDialog }),
  (p: { op: OpAddress; record: { id: number; label: string } | null; title: string; states: string; onClose: () => void }) => p.record !== null,
);
const target = (r: OwedQuantityRow) => ({ id: r.id, label: r.owedNo });

/**
 * Owed-quantity orders: every field, the supplier confirms or disputes (single or selected), with history.
 * The page parses the URL and hands over the state, the codec's shape, the list's view and the history's address.
 */
export function OwedQuantityList({ userNo, userType, initial, state, codec, view, audit }: {
  userNo: string;
  userType: UserType;
  audit: OpAddress;
} & ParsedList<OwedQuantityRow, OwedFilters>) {
  const t = useTranslations();
  const isSupplier = userType === "supplier";
  const list = useListPage<OwedQuantityRow, OwedFilters>({ initial, state, codec, view });
  const actions = useReceiveActions(actionsOf, () => list.data.reload());
  const [history, setHistory] = useState<{ id: number; label: string } | null>(null);
  const canConfirm = useHasRights([rights.owedQuantity.confirm]) && isSupplier;
  const canDispute = useHasRights([rights.owedQuantity.dispute]) && isSupplier;
  const columns = useMemo(() => [
    ...declaredColumns<OwedQuantityRow>(declaredOf(view), t),
    rowActionsColumn<OwedQuantityRow>(t, (o) => t("owedQuantity.rowActions", { owedNo: o.owedNo }), (o) => (
      <>
        <MenuItem disabled={o.status !== "pending" || !canConfirm} onSelect={() => actions.askReceive([target(o)], "single")}>{t("owedQuantity.actions.confirm")}</MenuItem>
        <MenuItem variant="destructive" disabled={o.status !== "pending" || !canDispute} onSelect={() => actions.askReject([target(o)], "single")}>{t("owedQuantity.actions.dispute")}</MenuItem>
        <MenuItem onSelect={() => setHistory(target(o))}>{t("owedQuantity.actions.history")}</MenuItem>
      </>
    )),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the action openers are stable setters
  ], [t, view, canConfirm, canDispute]);
  const selected = list.rows.filter((r) => list.selection[String(r.id)]);
  const batch = (kind: "confirm" | "dispute") => {
    if (!selected.length) return toast.error(t("validation.selectAtLeastOne"));
    if (kind === "confirm") actions.askReceive(selected.map(target), "batch");
    else actions.askReject(selected.map(target), "batch");
  };
  return (
    <div className="flex flex-col gap-3">
      <ListView
        decl={view}
        list={list}
        userNo={userNo}
        columns={columns}
        exportRight={rights.owedQuantity.export}
        onRowOpen={(r) => setHistory(target(r))}
        selectable={isSupplier}
        actions={isSupplier ? (
          <>
            <span className="text-sm text-muted-foreground" aria-live="polite" data-testid="selected-count">{t("dataTable.selected", { count: selected.length })}</span>
            <RequireRights anyOf={[rights.owedQuantity.confirm]}>
              <Button size="sm" onClick={() => batch("confirm")} data-testid="batch-confirm">{t("owedQuantity.receive.batch")}</Button>
            </RequireRights>
            <RequireRights anyOf={[rights.owedQuantity.dispute]}>
              <Button size="sm" variant="destructive" onClick={() => batch("dispute")} data-testid="batch-dispute">{t("owedQuantity.reject.batch")}</Button>
            </RequireRights>
          </>
        ) : undefined}
      />
      <HistoryDialog op={audit} record={history} states="owedStatus" onClose={() => setHistory(null)}
        title={t("owedQuantity.history.title", { owedNo: history?.label ?? "" })} />
      {actions.dialogs}
    </div>
  );
}
