"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Plus, Send } from "lucide-react";
import type { UserType } from "@/lib/contracts/base-data/user";
import type { MaterialRuleFilters as Filters, MaterialRuleRow, materialRuleOps } from "@/lib/contracts/erp-purchase/material-rule";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { openedOnce } from "@/components/common/client-only";
import { useListPage } from "@/components/data-table";
import { ListView } from "@/components/data-table/list-view";
import { useConfirmedAction } from "@/components/common/confirm-action";
import { Button } from "@/components/ui/button";
import { materialRuleColumns, type RuleAction } from "./columns";
import type { RuleEditing } from "./rule-dialogs";
import type { ParsedList } from "@/lib/table-state/initial-page";

const RuleDialogs = openedOnce(
  async () => ({ default: (await import("./rule-dialogs")).RuleDialogs }),
  (p) => p.editing !== null,
);

/** The delete and send-notices calls' addresses, from the page. */
export type RuleCalls = { remove: OpAddress<typeof materialRuleOps.remove>; generate: OpAddress<typeof materialRuleOps.generate> };

/**
 * The rules; buyers add, edit and delete them and send today's notices; a supplier reads its own.
 * The page parses the URL and hands over the state, the codec's shape, the list's view and the calls' addresses.
 */
export function MaterialRuleList({ userNo, userType, initial, state, codec, view, calls }: {
  userNo: string;
  userType: UserType;
  calls: RuleCalls;
} & ParsedList<MaterialRuleRow, Filters>) {
  const t = useTranslations();
  const list = useListPage<MaterialRuleRow, Filters>({ initial, state, codec, view });
  const [editing, setEditing] = useState<RuleEditing | null>(null);
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
        await callOp(calls.remove, { params: { id: row.id } });
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
        const r = await callOp(calls.generate, {});
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
        decl={view}
        list={list}
        userNo={userNo}
        columns={materialRuleColumns(t, view, internal ? act : null)}
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
      <RuleDialogs editing={editing} onDone={done} onClose={() => setEditing(null)} />
      {confirmed.dialog}
    </>
  );
}
