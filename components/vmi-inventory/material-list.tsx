"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { AlertTriangle, Plus } from "lucide-react";
import type { UserType } from "@/lib/contracts/base-data/user";
import type { VmiInventoryFilters, VmiMaterialRow, vmiInventoryList } from "@/lib/contracts/erp-purchase/vmi-inventory";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import { callOp } from "@/lib/client/request";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { openedOnce } from "@/components/common/client-only";
import { useListPage } from "@/components/data-table";
import { ListView } from "@/components/data-table/list-view";
import { Button } from "@/components/ui/button";
import { vmiMaterialColumns } from "./columns";
import type { VmiDialog } from "./vmi-dialogs";
import type { ParsedList } from "@/lib/table-state/initial-page";

const VmiDialogs = openedOnce(
  async () => ({ default: (await import("./vmi-dialogs")).VmiDialogs }),
  (p) => p.dialog !== null,
);
const VmiDrawer = openedOnce(
  async () => ({ default: (await import("./vmi-drawer")).VmiDrawer }),
  (p) => p.material !== null,
);

/**
 * VMI materials: on-hand, levels and replenishment; internal staff receive, consume and agree materials here.
 * The page parses the URL and hands over the state, the codec's shape and the list's view: no schema loads here.
 */
export function VmiMaterialList({ userNo, userType, initial, state, codec, view, listOp }: {
  userNo: string;
  userType: UserType;
  /** The list's own operation, typed, for the count of materials below their minimum. */
  listOp: OpAddress<typeof vmiInventoryList.list>;
} & ParsedList<VmiMaterialRow, VmiInventoryFilters>) {
  const t = useTranslations();
  const list = useListPage<VmiMaterialRow, VmiInventoryFilters>({ initial, state, codec, view });
  const [open, setOpen] = useState<VmiMaterialRow | null>(null);
  const [dialog, setDialog] = useState<VmiDialog | null>(null);
  const [version, setVersion] = useState(0);
  const [belowMin, setBelowMin] = useState<number | null>(null);
  const internal = userType !== "supplier";
  // Each new URL re-renders the page on the server, which hands an equal but new address: keep the first.
  const [countOp] = useState(listOp);

  useEffect(() => {
    let live = true;
    callOp(countOp, { query: { stockState: "below_min", limit: 1 } })
      .then((r) => live && setBelowMin(r.total ?? r.rows.length))
      .catch(() => live && setBelowMin(null));
    return () => {
      live = false;
    };
  }, [countOp, version]);

  const done = () => {
    setDialog(null);
    setVersion((v) => v + 1);
    list.data.reload();
  };
  const columns = vmiMaterialColumns(t, view, { open: setOpen, act: internal ? (row, a) => setDialog({ kind: a, row }) : null });

  return (
    <div className="flex flex-col gap-3">
      {belowMin !== null && belowMin > 0 && (
        <div role="status" className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="vmi-replenish">
          <AlertTriangle className="size-4" aria-hidden="true" />
          <span>{t("vmiInventory.replenish.banner", { count: belowMin })}</span>
          <Button size="sm" variant="outline" onClick={() => list.setFilters({ stockState: "below_min" })} data-testid="vmi-replenish-show">
            {t("vmiInventory.replenish.show")}
          </Button>
        </div>
      )}
      <ListView
        decl={view}
        list={list}
        userNo={userNo}
        columns={columns}
        exportRight={rights.vmiInventory.export}
        onRowOpen={setOpen}
        actions={internal ? (
          <RequireRights anyOf={[rights.vmiInventory.add]}>
            <Button size="sm" onClick={() => setDialog({ kind: "create" })} data-testid="vmi-new">
              <Plus aria-hidden="true" />
              {t("vmiInventory.actions.add")}
            </Button>
          </RequireRights>
        ) : undefined}
      />
      <VmiDialogs dialog={dialog} onDone={done} onClose={() => setDialog(null)} />
      <VmiDrawer material={open} version={version} onClose={() => setOpen(null)} />
    </div>
  );
}
