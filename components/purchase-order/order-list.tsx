"use client";

import type { UserType } from "@/lib/contracts/base-data/user";
import { useMemo, useState } from "react";
import { clientOnly } from "@/components/common/client-only";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import type { PurchaseOrderRow } from "@/lib/contracts/erp-purchase/purchase-order";
import { rights } from "@/lib/rights/codes";
import { useHasRights } from "@/lib/rights/context";
import { RequireRights } from "@/components/rights/require-rights";
import { useListPage } from "@/components/data-table";
import type { ParsedList } from "@/lib/table-state/initial-page";
import { ListView } from "@/components/data-table/list-view";
import { Button } from "@/components/ui/button";
import { orderColumns } from "./columns";
import type { PurchaseOrderFilters as Filters } from "@/lib/contracts/erp-purchase/purchase-order";
import { useOrderActions, type OrderTarget } from "./use-order-actions";
import { ConfirmWorkbook } from "./confirm-workbook";

export interface PortalUserProps {
  userNo: string;
  userType: UserType;
}

// The drawer (detail, lines, history, the confirm form) loads with the first order opened.
const OrderDrawer = clientOnly(async () => ({ default: (await import("./order-drawer")).OrderDrawer }));

const targetsOf = (rows: PurchaseOrderRow[]): OrderTarget[] => {
  const seen = new Map<number, OrderTarget>();
  for (const r of rows) if (!seen.has(r.orderId)) seen.set(r.orderId, { id: r.orderId, label: r.pono });
  return [...seen.values()];
};

/**
 * The purchase order list: filters, every column, selection with batch receive/reject, export, details. The
 * page parses the URL and hands over the state, the codec's shape and the list's view: no schema loads here.
 */
export function OrderList({ userNo, userType, initial, state, codec, view }: PortalUserProps & ParsedList<PurchaseOrderRow, Filters>) {
  const t = useTranslations();
  const list = useListPage<PurchaseOrderRow, Filters>({ initial, state, codec, view });
  const [open, setOpenOrder] = useState<{ id: number; pono: string } | null>(null);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const setOpen = (order: { id: number; pono: string } | null) => {
    if (order) setDrawerUsed(true);
    setOpenOrder(order);
  };
  const [version, setVersion] = useState(0);
  const reload = list.data.reload;
  const actions = useOrderActions(() => {
    reload();
    setVersion((v) => v + 1);
  });

  const canReceive = useHasRights([rights.purchaseOrder.receive]);
  const canReject = useHasRights([rights.purchaseOrder.reject]);
  const columns = useMemo(
    () =>
      orderColumns(t, view, {
        canReceive,
        canReject,
        open: (r) => setOpen({ id: r.orderId, pono: r.pono }),
        receive: (r) => actions.askReceive([{ id: r.orderId, label: r.pono }], "single"),
        reject: (r) => actions.askReject([{ id: r.orderId, label: r.pono }], "single"),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the action openers are stable setters
    [t, view, canReceive, canReject],
  );

  const selectedRows = list.rows.filter((r) => list.selection[String(r.id)]);
  const batch = (kind: "receive" | "reject") => {
    const targets = targetsOf(selectedRows);
    if (!targets.length) return toast.error(t("validation.selectAtLeastOne"));
    if (kind === "receive") actions.askReceive(targets, "batch");
    else actions.askReject(targets, "batch");
  };

  return (
    <div className="flex flex-col gap-3">
      <ListView
        decl={view}
        list={list}
        userNo={userNo}
        columns={columns}
        filters={{ fields: userType === "supplier" ? { awaiting: null } : {} }}
        exportRight={rights.purchaseOrder.export}
        onRowOpen={(r) => setOpen({ id: r.orderId, pono: r.pono })}
        selectable
        actions={
          <>
            <span className="text-sm text-muted-foreground" aria-live="polite" data-testid="selected-count">
              {t("dataTable.selected", { count: targetsOf(selectedRows).length })}
            </span>
            <RequireRights anyOf={[rights.purchaseOrder.receive]}>
              <Button size="sm" onClick={() => batch("receive")} data-testid="batch-receive">
                {t("purchaseOrder.receive.batch")}
              </Button>
            </RequireRights>
            <RequireRights anyOf={[rights.purchaseOrder.reject]}>
              <Button size="sm" variant="destructive" onClick={() => batch("reject")} data-testid="batch-reject">
                {t("purchaseOrder.reject.batch")}
              </Button>
            </RequireRights>
            <RequireRights anyOf={[rights.purchaseOrder.confirm]}>
              <ConfirmWorkbook onApplied={() => {
                reload();
                setVersion((v) => v + 1);
              }} />
            </RequireRights>
          </>
        }
      />
      {drawerUsed && (
        <OrderDrawer
          order={open}
          userType={userType}
          version={version}
          actions={actions}
          onClose={() => setOpen(null)}
          onChanged={() => {
            reload();
            setVersion((v) => v + 1);
          }}
        />
      )}
      {actions.dialogs}
    </div>
  );
}
