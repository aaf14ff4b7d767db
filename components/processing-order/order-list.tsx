"use client";

import type { UserType } from "@/lib/contracts/base-data/user";
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import type { ProcessingOrderRow } from "@/lib/contracts/erp-production/processing-order";
import { rights } from "@/lib/rights/codes";
import { useHasRights } from "@/lib/rights/context";
import { RequireRights } from "@/components/rights/require-rights";
import { openedOnce } from "@/components/common/client-only";
import { useListPage } from "@/components/data-table";
import { ListView } from "@/components/data-table/list-view";
import { Button } from "@/components/ui/button";
import { processingColumns } from "./columns";
import { missingFilter } from "./missing-filter";
import type { ProcessingOrderFilters as ProcessingFilters } from "@/lib/contracts/erp-production/processing-order";
import { useProcessingActions } from "./use-processing-actions";
import { usePrintActions } from "./use-print-actions";
import type { ParsedList } from "@/lib/table-state/initial-page";

const QuantityDialog = openedOnce(
  async () => ({ default: (await import("./quantity-dialog")).QuantityDialog }),
  (p) => p.order !== null,
);
const LogDrawer = openedOnce(
  async () => ({ default: (await import("./log-drawer")).LogDrawer }),
  (p: { order: { id: number; outNo: string } | null; version: number; onClose: () => void; onChanged: () => void }) => p.order !== null,
);

const target = (r: ProcessingOrderRow) => ({ id: r.id, label: `${r.outNo}-${r.lineNo}` });

/**
 * The comprehensive processing order list (and, with `unfinished`, the unfinished order list): the
 * required outbound date and supplier number, every column, batch receive/reject, quantity entry and log.
 * The page parses the URL and hands over the state, the codec's shape and the list's view: no schema loads here.
 */
export function ProcessingOrderList({ userNo, userType, unfinished = false, initial, state, codec, view }: {
  userNo: string;
  userType: UserType;
  unfinished?: boolean;
} & ParsedList<ProcessingOrderRow, ProcessingFilters>) {
  const t = useTranslations();
  const isSupplier = userType === "supplier";
  const missing = missingFilter(state.filters, isSupplier);
  const list = useListPage<ProcessingOrderRow, ProcessingFilters>({ initial, state, codec, view }, { path: missing ? null : view.list.path });
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
    () => processingColumns(t, view, {
      canReceive, canReject, canEnter,
      receive: (r) => actions.askReceive([target(r)], "single"),
      reject: (r) => actions.askReject([target(r)], "single"),
      quantity: setEntering,
      log: (r) => setLogOf({ id: r.id, outNo: r.outNo }),
      print: canPrint ? (r) => prints.rowMenu(r.id, r.outNo) : undefined,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the action openers are stable setters
    [t, view, canReceive, canReject, canEnter, canPrint],
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
        decl={view}
        list={list}
        userNo={userNo}
        columns={columns}
        filters={{ fields: { overdue: null },
          captions: { outboundDate: `${t("processingOrder.filters.outboundDate")} *`, venno: `${t("processingOrder.filters.venno")} *` } }}
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
