"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import type { ColumnDef } from "@/components/data-table/types";
import { MoreHorizontal, Plus } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { subAccountList, subAccountOps, type SubAccountDetail, type SubAccountRow } from "@/lib/contracts/base-data/sub-account";
import { callOp } from "@/lib/client/request";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/lib/rights/require-rights";
import { AuditHistory } from "@/components/common/audit-history";
import { ConfirmAction } from "@/components/common/confirm-action";
import { EnumFilter, YesNoFilter } from "@/components/common/filter-fields";
import { ListFilterBar, TextFilter, useFilterDraft, useListPage, type ListFiltersProps } from "@/components/data-table";
import { declaredColumns } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { AccountDialog, type Created } from "./account-dialog";
import { PasswordDialog } from "./password-dialog";
import { subAccountListState, type SubAccountFilters } from "./state";
import type { InitialPage } from "@/components/data-table/initial-page";

function Filters({ state, onApply }: Omit<ListFiltersProps<SubAccountFilters>, "showSupplier">) {
  const t = useTranslations();
  const filters = useFilterDraft(subAccountListState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={t("subAccount.search")} name="q" className="w-56" />
      <EnumFilter label={t(subAccountList.caption("kind"))} name="kind" enumName="accountKind" values={subAccountList.columns.kind.values} />
      <YesNoFilter label={t(subAccountList.caption("enabled"))} name="enabled" />
    </ListFilterBar>
  );
}

type Pending = { kind: "enable" | "disable" | "reset"; row: SubAccountRow };

/** Sub-account management: the accounts the caller manages, with create, edit, enable/disable and password reset behind confirmations. */
export function SubAccountList({ userNo, isAdmin, initial }: { userNo: string; isAdmin: boolean; initial?: InitialPage<SubAccountRow> | null }) {
  const t = useTranslations();
  const list = useListPage<SubAccountRow, SubAccountFilters>(subAccountListState, subAccountList.list.service, subAccountList.list.path, { initial });
  const [editing, setEditing] = useState<{ account: SubAccountDetail | null } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [shown, setShown] = useState<{ userNo: string; userName: string; temporaryPassword: string } | null>(null);
  const [history, setHistory] = useState<SubAccountRow | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = async (row: SubAccountRow) => {
    try {
      setEditing({ account: await callOp(subAccountOps.detail, { params: { id: row.id } }) });
    } catch {
      // shown by the request layer
    }
  };
  const run = async (p: Pending) => {
    setBusy(true);
    try {
      if (p.kind === "reset") {
        const r = await callOp(subAccountOps.resetPassword, { params: { id: p.row.id } });
        setShown({ userNo: r.userNo, userName: p.row.userName, temporaryPassword: r.temporaryPassword });
      } else {
        await callOp(subAccountOps.enable, { params: { id: p.row.id }, body: { enabled: p.kind === "enable" } });
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

  const actions: ColumnDef<SubAccountRow> = {
    id: "__actions",
    enableSorting: false,
    meta: { fixed: true, stickyRight: true, label: t("common.actions") },
    header: () => <span className="sr-only">{t("common.actions")}</span>,
    cell: ({ row: { original: row } }) => (
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="icon" variant="ghost" aria-label={t("subAccount.actionsOf", { userName: row.userName })} data-testid="sub-account-actions">
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => void edit(row)}>{t("subAccount.actions.edit")}</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setPending({ kind: row.enabled ? "disable" : "enable", row })} data-testid="sub-account-toggle">
            {t(row.enabled ? "subAccount.actions.disable" : "subAccount.actions.enable")}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setPending({ kind: "reset", row })} data-testid="sub-account-reset">{t("subAccount.actions.reset")}</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setHistory(row)}>{t("subAccount.actions.history")}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    ),
  };
  const columns = [...declaredColumns<SubAccountRow>(subAccountList, t, { title: ["userName"] }), actions];
  const confirm = pending ? `subAccount.confirm.${pending.kind}` : "subAccount.confirm.enable";

  return (
    <div className="flex flex-col gap-3">
      <ListView
        decl={subAccountList}
        list={list}
        userNo={userNo}
        columns={columns}
        filters={(p) => <Filters {...p} />}
        exportRight={rights.subAccount.export}
        actions={
          <RequireRights anyOf={[rights.subAccount.add]}>
            <Button size="sm" onClick={() => setEditing({ account: null })} data-testid="sub-account-new"><Plus aria-hidden="true" />{t("subAccount.new")}</Button>
          </RequireRights>
        }
      />
      {editing && (
        <AccountDialog
          open
          account={editing.account}
          isAdmin={isAdmin}
          onClose={() => setEditing(null)}
          onSaved={(created: Created | null) => {
            setEditing(null);
            list.data.reload();
            if (created) setShown(created);
          }}
        />
      )}
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
      <PasswordDialog value={shown} onClose={() => setShown(null)} />
      <Dialog open={history !== null} onOpenChange={(o) => !o && setHistory(null)}>
        <DialogContent>
          <DialogHeader><DialogTitle>{t("subAccount.historyOf", { userName: history?.userName ?? "" })}</DialogTitle></DialogHeader>
          {history && <AuditHistory op={subAccountOps.audit} id={history.id} version={0} states="enabledState" />}
        </DialogContent>
      </Dialog>
    </div>
  );
}
