"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Plus } from "lucide-react";
import type { MaterialPrepFilters as Filters, MaterialPrepRow, materialPrepOps } from "@/lib/contracts/erp-purchase/material-prep";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { openedOnce } from "@/components/common/client-only";
import { SelectFilter, useListPage } from "@/components/data-table";
import { ListView } from "@/components/data-table/list-view";
import { useConfirmedAction } from "@/components/common/confirm-action";
import { Button } from "@/components/ui/button";
import { materialPrepColumns, type PrepAction } from "./columns";
import type { PrepDialog } from "./prep-dialogs";
import type { ParsedList } from "@/lib/table-state/initial-page";

const PrepDialogs = openedOnce(
  async () => ({ default: (await import("./prep-dialogs")).PrepDialogs }),
  (p) => p.dialog !== null,
);
const PrepDrawer = openedOnce(
  async () => ({ default: (await import("./prep-drawer")).PrepDrawer }),
  (p) => p.task !== null,
);

/**
 * The factory's preparation tasks: set, progress, change, cancel or delete them; overdue ones stand out.
 * The page parses the URL and hands over the state, the codec's shape, the list's view and the delete call's address.
 */
export function MaterialPrepList({ userNo, initial, state, codec, view, remove }: {
  userNo: string;
  remove: OpAddress<typeof materialPrepOps.remove>;
} & ParsedList<MaterialPrepRow, Filters>) {
  const t = useTranslations();
  const list = useListPage<MaterialPrepRow, Filters>({ initial, state, codec, view });
  const [dialog, setDialog] = useState<PrepDialog | null>(null);
  const [open, setOpen] = useState<MaterialPrepRow | null>(null);
  const [version, setVersion] = useState(0);
  const done = () => {
    setDialog(null);
    setVersion((v) => v + 1);
    list.data.reload();
  };
  const confirmed = useConfirmedAction(done);
  const act = (row: MaterialPrepRow, a: PrepAction) => {
    if (a !== "delete") return setDialog({ kind: a, row });
    confirmed.ask({
      title: t("materialPrep.remove.title", { taskNo: row.taskNo }),
      body: t("materialPrep.remove.body"),
      action: t("materialPrep.actions.delete"),
      destructive: true,
      run: async () => {
        await callOp(remove, { params: { id: row.id } });
        toast.success(t("materialPrep.remove.done"));
      },
    });
  };
  return (
    <>
      <ListView
        decl={view}
        list={list}
        userNo={userNo}
        columns={materialPrepColumns(t, view, { open: setOpen, act })}
        filters={{ fields: { overdue: (
          <SelectFilter label={t("materialPrep.columns.overdue")} name="overdue" className="w-36" options={[{ value: "true", label: t("materialPrep.columns.overdue") }]} />
        ) } }}
        exportRight={rights.materialPrep.export}
        onRowOpen={setOpen}
        actions={(
          <RequireRights anyOf={[rights.materialPrep.add]}>
            <Button size="sm" onClick={() => setDialog({ kind: "create" })} data-testid="material-prep-new">
              <Plus aria-hidden="true" />
              {t("materialPrep.actions.add")}
            </Button>
          </RequireRights>
        )}
      />
      <PrepDialogs dialog={dialog} onDone={done} onClose={() => setDialog(null)} />
      <PrepDrawer task={open} version={version} onClose={() => setOpen(null)} />
      {confirmed.dialog}
    </>
  );
}
