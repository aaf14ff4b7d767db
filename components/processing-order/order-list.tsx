"use client";

import type { UserType } from "@/lib/contracts/base-data/user";
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import { processingOrderList, type ProcessingOrderRow } from "@/lib/contracts/erp-production/processing-order";
import { rights } from "@/lib/rights/codes";
import { useHasRights } from "@/lib/rights/context";
import { RequireRights } from "@/lib/rights/require-rights";
import { useListPage } from "@/components/data-table";
import { useTableState } from "@/lib/table-state/use-table-state";
import { ListView } from "@/components/data-table/list-view";
import { Button } from "@/components/ui/button";
import { processingColumns } from "./columns";
import { ProcessingFilterBar } from "./filters";
import { LogDrawer } from "./log-drawer";
import { QuantityDialog } from "./quantity-dialog";
import { missingFilter, processingTableState, type ProcessingFilters } from "./state";
import { useProcessingActions } from "./use-processing-actions";
import { usePrintActions } from "./use-print-actions";
import type { InitialPage } from "@/components/data-table/initial-page";

const target = (r: ProcessingOrderRow) => ({ id: r.id, label: `${r.outNo}-${r.lineNo}` });

/**
 * The comprehensive processing order list (and, with `unfinished`, the unfinished order list): the
 * required outbound date and supplier number, every column, batch receive/reject, quantity entry and log.
 */
export function ProcessingOrderList({ userNo, userType, unfinished = false, initial }: {
  userNo: string;
  userType: UserType;
  unfinished?: boolean;
  initial?: InitialPage<ProcessingOrderRow> | null;
}) {
  const t = useTranslations();
  const isSupplier = userType === "supplier";
  const missing = missingFilter(useTableState(processingTableState).state.filters, isSupplier);
  const list = useListPage<ProcessingOrderRow, ProcessingFilters>(processingTableState, processingOrderList.list.service, missing ? null : processingOrderList.list.path, { initial });
  const [entering, setEntering] = useState<ProcessingOrderRow | null>(null);
  const [logOf, setLogOf] = useState<{ id: number; outNo: string } | null>(null);
  const [version, setVersion] = useState(0);
  const reload = () => {
    list.data.reload();
    setVersion((v) => v + 1);
  };
  const actions = useProcessingActions(reload);
  const canReceive = useHasRights([rights.processingOrder.receive]);
  const canReject = useHasRights([rights.processingOrder.reject]);
  const canEnter = useHasRights([rights.processingOrder.quantity]);
  const canPrint = useHasRights([rights.processingOrder.print]);
  const prints = usePrintActions();
  const columns = useMemo(
    () => processingColumns(t, {
      canReceive, canReject, canEnter,
      receive: (r) => actions.askReceive([target(r)], "single"),
      reject: (r) => actions.askReject([target(r)], "single"),
      quantity: setEntering,
      log: (r) => setLogOf({ id: r.id, outNo: r.outNo }),
      print: canPrint ? (r) => prints.rowMenu(r.id, r.outNo) : undefined,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the action openers are stable setters
    [t, canReceive, canReject, canEnter, canPrint],
  );
  const selected = list.rows.filter((r) => list.selection[String(r.id)]);
  const batch = (kind: "receive" | "reject") => {
    if (!selected.length) return toast.error(t("validation.selectAtLeastOne"));
    if (kind === "receive") actions.askReceive(selected.map(target), "batch");
    else actions.askReject(selected.map(target), "batch");
  };

  return (
    <div className="flex flex-col gap-3">
      {missing && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="missing-filter">
          {t(missing)}
        </p>
      )}
      <ListView
        decl={{ ...processingOrderList, namespace: "processingOrder" }}
        list={list}
        userNo={userNo}
        columns={columns}
        filters={(p) => <ProcessingFilterBar {...p} showSupplier={!isSupplier} />}
        exportRight={unfinished ? rights.unfinishedOrders.export : rights.processingOrder.export}
        onRowOpen={(r) => setLogOf({ id: r.id, outNo: r.outNo })}
        selectable={!unfinished}
        emptyText={missing ? t("dataTable.idle") : undefined}
        actions={
          unfinished ? undefined : (
            <>
              <span className="text-sm text-muted-foreground" aria-live="polite" data-testid="selected-count">
                {t("dataTable.selected", { count: selected.length })}
              </span>
              <RequireRights anyOf={[rights.processingOrder.receive]}>
                <Button size="sm" onClick={() => batch("receive")} data-testid="batch-receive">{t("processingOrder.receive.batch")}</Button>
              </RequireRights>
              <RequireRights anyOf={[rights.processingOrder.reject]}>
                <Button size="sm" variant="destructive" onClick={() => batch("reject")} data-testid="batch-reject">{t("processingOrder.reject.batch")}</Button>
              </RequireRights>
              {canPrint && prints.selectionMenu(() => list.rows.filter((r) => list.selection[String(r.id)]).map((r) => r.id))}
            </>
          )
        }
      />
      <QuantityDialog order={entering} onClose={() => setEntering(null)} onSaved={reload} />
      <LogDrawer order={logOf} version={version} onClose={() => setLogOf(null)} onChanged={reload} />
      {actions.dialogs}
      {prints.dialog}
    </div>
  );
}
