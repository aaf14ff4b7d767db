"use client";

import { useState } from "react";
import { useTimeZone, useTranslations } from "next-intl";
import { Plus } from "lucide-react";
import type { ApiTokenListRow, ApiTokenState, apiTokenOps } from "@/lib/contracts/base-data/api-token";
import type { ColumnDef } from "@/components/data-table/types";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import type { Translate } from "@/lib/contracts/issues";
import { businessDate, defaultTimeZone } from "@/lib/business-time";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { openedOnce } from "@/components/common/client-only";
import { useConfirmedAction } from "@/components/common/confirm-action";
import { useListPage } from "@/components/data-table";
import type { ParsedList } from "@/lib/table-state/initial-page";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import { Button } from "@/components/ui/button";
import type { ListView as ListViewDecl } from "@/lib/contracts/kit/columns";
import type { CreateDialogProps } from "./create-dialog";
import type { Shown } from "./token-shown-dialog";
import { useRightLabel } from "@/lib/rights/use-right-label";

// The dialogs (and the contract's schemas the form needs) load when first opened, not with the page.
const CreateDialog = openedOnce<CreateDialogProps>(() => import("./create-dialog"), (p) => p.open);
const TokenShownDialog = openedOnce<{ value: Shown | null; onClose: () => void }>(() => import("./token-shown-dialog"), (p) => p.value !== null);

type Filters = { state?: ApiTokenState };

function RightsCell({ row }: { row: ApiTokenListRow }) {
  const t = useTranslations("apiToken");
  const label = useRightLabel().right;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer rounded-sm text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        {t("rightsCount", { count: row.rightCount })}
      </summary>
      <ul className="mt-1 grid gap-0.5 text-xs">{row.rights.split(",").filter(Boolean).map((r) => <li key={r}>{label(r)}</li>)}</ul>
    </details>
  );
}

function tokenColumns(t: Translate, view: ListViewDecl, timeZone: string, revoke: (r: ApiTokenListRow) => void): ColumnDef<ApiTokenListRow>[] {
  const fields = declaredColumns<ApiTokenListRow>(declaredOf(view), t, {
    title: ["name"],
    cells: {
      prefix: (r) => <code className="font-mono text-xs text-muted-foreground">{r.prefix}…</code>,
      rightCount: (r) => <RightsCell row={r} />,
      // expiresAt is the instant its last day ends; the day itself is what the user chose.
      expiresAt: (r) => businessDate(new Date(Date.parse(r.expiresAt) - 1), timeZone),
    },
  });
  const actions: ColumnDef<ApiTokenListRow> = {
    id: "__actions",
    enableSorting: false,
    meta: { fixed: true, stickyRight: true, label: t("common.actions") },
    header: () => <span className="sr-only">{t("common.actions")}</span>,
    cell: ({ row }) => row.original.state === "active" && (
      <Button type="button" size="sm" variant="outline" onClick={() => revoke(row.original)} aria-label={t("apiToken.revokeOf", { name: row.original.name })} data-testid="api-token-revoke">
        {t("apiToken.revoke")}
      </Button>
    ),
  };
  return [...fields, actions];
}

export interface ApiTokenScreenProps extends ParsedList<ApiTokenListRow, Filters> {
  userNo: string;
  ops: { revoke: OpAddress<typeof apiTokenOps.revoke> };
}

/** The caller's own API tokens on the list kit: make one (its secret shown once), see each one's rights, expiry and last use, revoke. */
export function ApiTokenScreen({ userNo, initial, state, codec, view, ops }: ApiTokenScreenProps) {
  const t = useTranslations();
  const timeZone = useTimeZone() ?? defaultTimeZone;
  const list = useListPage<ApiTokenListRow, Filters>({ initial, state, codec, view });
  const reload = list.data.reload;
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const { ask, dialog } = useConfirmedAction(reload);
  const revoke = (row: ApiTokenListRow) => ask({
    title: t("apiToken.revokeTitle"), body: t("apiToken.revokeBody", { name: row.name }), action: t("apiToken.revoke"), destructive: true,
    run: async () => {
      await callOp(ops.revoke, { params: { id: row.id } });
      toast.success(t("apiToken.revoked", { name: row.name }));
    },
  });
  return (
    <div className="grid gap-4">
      <p className="max-w-2xl text-sm text-muted-foreground">{t("apiToken.intro")}</p>
      <ListView
        decl={view}
        list={list}
        userNo={userNo}
        columns={tokenColumns(t, view, timeZone, revoke)}
        exportRight={false}
        emptyText={t("apiToken.empty")}
        actions={<Button type="button" size="sm" onClick={() => setCreating(true)} data-testid="api-token-new"><Plus aria-hidden="true" />{t("apiToken.new")}</Button>}
      />
      <CreateDialog open={creating} timeZone={timeZone} onClose={() => setCreating(false)} onCreated={(s) => { setCreating(false); setShown(s); reload(); }} />
      <TokenShownDialog value={shown} onClose={() => setShown(null)} />
      {dialog}
    </div>
  );
}
