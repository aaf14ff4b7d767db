"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Plus } from "lucide-react";
import { toast } from "@/lib/client/toast";
import type { SubAccountRow, subAccountOps } from "@/lib/contracts/base-data/sub-account";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import { callOp } from "@/lib/client/request";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { openedOnce } from "@/components/common/client-only";
import { ConfirmAction } from "@/components/common/confirm-action";
import { TextFilter, useListPage } from "@/components/data-table";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import { rowActionsColumn } from "@/components/data-table/row-actions-column";
import type { ParsedList } from "@/lib/table-state/initial-page";
import { Button } from "@/components/ui/button";
import { MenuItem } from "@/components/ui/menu-lazy";
import type { SubAccountDialog } from "./sub-account-dialogs";
import type { FiltersOf } from "@/lib/contracts/kit/list";
import type { subAccountList } from "@/lib/contracts/base-data/sub-account";

type SubAccountFilters = FiltersOf<typeof subAccountList>;

const SubAccountDialogs = openedOnce(
  async () => ({ default: (await import("./sub-account-dialogs")).SubAccountDialogs }),
  (p) => p.dialog !== null,
);

type Pending = { kind: "enable" | "disable" | "reset"; row: SubAccountRow };

/**
 * Sub-account management: the accounts the caller manages, with create, edit, enable/disable and password reset behind confirmations.
 * The page parses the URL and hands over the state, the codec's shape, the list's view and the row calls' addresses.
 */
export function SubAccountList({ userNo, isAdmin, initial, state, codec, view, detail, enable, resetPassword }: {
  userNo: string;
  isAdmin: boolean;
  detail: OpAddress<typeof subAccountOps.detail>;
  enable: OpAddress<typeof subAccountOps.enable>;
  resetPassword: OpAddress<typeof subAccountOps.resetPassword>;
} & ParsedList<SubAccountRow, SubAccountFilters>) {
  const t = useTranslations();
  const list = useListPage<SubAccountRow, SubAccountFilters>({ initial, state, codec, view });
  const [dialog, setDialog] = useState<SubAccountDialog | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = async (row: SubAccountRow) => {
    try {
      setDialog({ kind: "account", account: await callOp(detail, { params: { id: row.id } }) });
    } catch {
      // shown by the request layer
    }
  };
  const run = async (p: Pending) => {
    setBusy(true);
    try {
      if (p.kind === "reset") {
        const r = await callOp(resetPassword, { params: { id: p.row.id } });
        setDialog({ kind: "password", value: { userNo: r.userNo, userName: p.row.userName, temporaryPassword: r.temporaryPassword } });
      } else {
        await callOp(enable, { params: { id: p.row.id }, body: { enabled: p.kind === "enable" } });
        toast.success(t(`subAccount.${p.kind}d`, { userName: p.row.userName }));
      }
      setPending(null);
      list.data.reload();
    } catch {
      setPending(null);
      list.data.reload();
    } finally {
      setBusy(false);
    }
  };

  const actions = rowActionsColumn<SubAccountRow>(t, (row) => t("subAccount.actionsOf", { userName: row.userName }), (row) => (
    <>
      <MenuItem onSelect={() => void edit(row)}>{t("subAccount.actions.edit")}</MenuItem>
      <MenuItem onSelect={() => setPending({ kind: row.enabled ? "disable" : "enable", row })} data-testid="sub-account-toggle">
        {t(row.enabled ? "subAccount.actions.disable" : "subAccount.actions.enable")}
      </MenuItem>
      <MenuItem onSelect={() => setPending({ kind: "reset", row })} data-testid="sub-account-reset">{t("subAccount.actions.reset")}</MenuItem>
      <MenuItem onSelect={() => setDialog({ kind: "history", row })}>{t("subAccount.actions.history")}</MenuItem>
    </>
  ));
  const columns = [...declaredColumns<SubAccountRow>(declaredOf(view), t, { title: ["userName"] }), actions];
  const confirm = pending ? `subAccount.confirm.${pending.kind}` : "subAccount.confirm.enable";

  return (
    <div className="flex flex-col gap-3">
      <ListView
        decl={view}
        list={list}
        userNo={userNo}
        columns={columns}
        filters={{ fields: { q: <TextFilter label={t("subAccount.search")} name="q" className="w-56" /> } }}
        exportRight={rights.subAccount.export}
        actions={
          <RequireRights anyOf={[rights.subAccount.add]}>
            <Button size="sm" onClick={() => setDialog({ kind: "account", account: null })} data-testid="sub-account-new"><Plus aria-hidden="true" />{t("subAccount.new")}</Button>
          </RequireRights>
        }
      />
      <ConfirmAction
        open={pending !== null}
        title={t(`${confirm}.title`)}
        body={t(`${confirm}.body`, { userName: pending?.row.userName ?? "" })}
        action={t(`subAccount.actions.${pending?.kind ?? "enable"}`)}
        destructive={pending?.kind !== "enable"}
        busy={busy}
        onConfirm={() => pending && void run(pending)}
        onClose={() => setPending(null)}
      />
      <SubAccountDialogs
        dialog={dialog}
        isAdmin={isAdmin}
        onClose={() => setDialog(null)}
        onSaved={(created) => {
          setDialog(created ? { kind: "password", value: created } : null);
          list.data.reload();
        }}
      />
    </div>
  );
}
