"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Plus, Send } from "lucide-react";
import type { UserType } from "@/lib/contracts/base-data/user";
import { materialRuleList, materialRuleOps, type MaterialRuleFilters as Filters, type MaterialRuleRow } from "@/lib/contracts/erp-purchase/material-rule";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/lib/rights/require-rights";
import { useListPage } from "@/components/data-table";
import { ListView } from "@/components/data-table/list-view";
import { useConfirmedAction } from "@/components/common/confirm-action";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { materialRuleColumns, type RuleAction } from "./columns";
import { MaterialRuleFilters } from "./filters";
import { MaterialRuleForm } from "./rule-form";
import { materialRuleTableState } from "./state";
import type { InitialPage } from "@/components/data-table/initial-page";

type Editing = { row: MaterialRuleRow | null } | null;

/** The rules; buyers add, edit and delete them and send today's notices; a supplier reads its own. */
export function MaterialRuleList({ userNo, userType, initial }: { userNo: string; userType: UserType; initial?: InitialPage<MaterialRuleRow> | null }) {
  const t = useTranslations();
  const list = useListPage<MaterialRuleRow, Filters>(materialRuleTableState, materialRuleList.list.service, materialRuleList.list.path, { initial });
  const [editing, setEditing] = useState<Editing>(null);
  const internal = userType !== "supplier";
  const confirmed = useConfirmedAction(() => list.data.reload());
  const act = (row: MaterialRuleRow, a: RuleAction) => {
    if (a === "edit") return setEditing({ row });
    confirmed.ask({
      title: t("materialRule.remove.title"),
      body: t("materialRule.remove.body", { venno: row.venno, type: row.materialType }),
      action: t("materialRule.actions.delete"),
      destructive: true,
      run: async () => {
        await callOp(materialRuleOps.remove, { params: { id: row.id } });
        toast.success(t("materialRule.remove.done"));
      },
    });
  };
  const send = () =>
    confirmed.ask({
      title: t("materialRule.generate.title"),
      body: t("materialRule.generate.body"),
      action: t("materialRule.actions.generate"),
      run: async () => {
        const r = await callOp(materialRuleOps.generate, {});
        toast.success(t("materialRule.generate.done", { notices: r.notices, lines: r.lines }));
      },
    });
  const done = () => {
    setEditing(null);
    list.data.reload();
  };
  return (
    <>
      <ListView
        decl={materialRuleList}
        list={list}
        userNo={userNo}
        columns={materialRuleColumns(t, internal ? act : null)}
        filters={(p) => <MaterialRuleFilters {...p} showSupplier={internal} />}
        exportRight={rights.materialRule.export}
        actions={internal ? (
          <div className="flex flex-wrap gap-2">
            <RequireRights anyOf={[rights.materialRule.add]}>
              <Button size="sm" onClick={() => setEditing({ row: null })} data-testid="material-rule-new">
                <Plus aria-hidden="true" />
                {t("materialRule.actions.add")}
              </Button>
            </RequireRights>
            <RequireRights anyOf={[rights.materialRule.generate]}>
              <Button size="sm" variant="outline" onClick={send} data-testid="material-rule-generate">
                <Send aria-hidden="true" />
                {t("materialRule.actions.generate")}
              </Button>
            </RequireRights>
          </div>
        ) : undefined}
      />
      <Dialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)}>
        <DialogContent closeLabel={t("common.close")} className="sm:max-w-xl" data-testid="material-rule-dialog">
          {editing && <MaterialRuleForm key={editing.row?.id ?? "new"} row={editing.row} onDone={done} onCancel={() => setEditing(null)} />}
        </DialogContent>
      </Dialog>
      {confirmed.dialog}
    </>
  );
}

