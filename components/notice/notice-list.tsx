"use client";

import { Link } from "@/components/common/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import type { ColumnDef } from "@/components/data-table/types";
import { MoreHorizontal, Plus } from "lucide-react";
import { noticeList, noticeOps, type NoticeRow } from "@/lib/contracts/base-data/notice";
import { callOp } from "@/lib/client/request";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/lib/rights/require-rights";
import { EnumFilter } from "@/components/common/filter-fields";
import { ListFilterBar, TextFilter, useFilterDraft, useListPage, type ListFiltersProps } from "@/components/data-table";
import { declaredColumns } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import { buttonVariants, Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { ConfirmAction } from "@/components/common/confirm-action";
import { ReceiptsDialog } from "./receipts-dialog";
import { noticeListState, type NoticeListFilters } from "./state";
import type { InitialPage } from "@/components/data-table/initial-page";

function Filters({ state, onApply }: Omit<ListFiltersProps<NoticeListFilters>, "showSupplier">) {
  const t = useTranslations();
  const filters = useFilterDraft(noticeListState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={t(noticeList.caption("title"))} name="title" className="w-56" />
      <EnumFilter label={t(noticeList.caption("status"))} name="status" enumName="noticeValidity" values={noticeList.columns.status.values} />
      <EnumFilter label={t(noticeList.caption("level"))} name="level" enumName="noticeLevel" values={noticeList.columns.level.values} />
    </ListFilterBar>
  );
}

type Pending = { kind: "valid" | "invalid" | "delete"; row: NoticeRow };

/** Notice management: the session company's notices, with edit, valid/invalid and delete behind confirmations, and read receipts. */
export function NoticeManageList({ userNo, initial }: { userNo: string; initial?: InitialPage<NoticeRow> | null }) {
  const t = useTranslations();
  const list = useListPage<NoticeRow, NoticeListFilters>(noticeListState, noticeList.list.service, noticeList.list.path, { initial });
  const [pending, setPending] = useState<Pending | null>(null);
  const [receipts, setReceipts] = useState<NoticeRow | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (p: Pending) => {
    setBusy(true);
    try {
      if (p.kind === "delete") await callOp(noticeOps.remove, { params: { id: p.row.id } });
      else await callOp(noticeOps.setStatus, { params: { id: p.row.id }, body: { status: p.kind } });
      toast.success(t(p.kind === "delete" ? "notice.deleted" : "notice.statusChanged"));
      setPending(null);
      list.data.reload();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  const actions: ColumnDef<NoticeRow> = {
    id: "__actions",
    enableSorting: false,
    meta: { fixed: true, stickyRight: true, label: t("common.actions") },
    header: () => <span className="sr-only">{t("common.actions")}</span>,
    cell: ({ row: { original: row } }) => (
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="icon" variant="ghost" aria-label={t("common.actions")} data-testid="notice-actions"><MoreHorizontal aria-hidden="true" /></Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem asChild><Link href={`/system/notice/${row.id}`}>{t("notice.actions.edit")}</Link></DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setReceipts(row)}>{t("notice.actions.receipts")}</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setPending({ kind: row.status === "valid" ? "invalid" : "valid", row })} data-testid="notice-toggle">
            {t(row.status === "valid" ? "notice.actions.makeInvalid" : "notice.actions.makeValid")}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setPending({ kind: "delete", row })} className="text-destructive">{t("notice.actions.delete")}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    ),
  };
  const columns = [
    ...declaredColumns<NoticeRow>(noticeList, t, {
      cells: { title: (row) => <Link href={`/system/notice/${row.id}`} className="font-medium text-primary underline-offset-2 hover:underline">{row.title}</Link> },
    }),
    actions,
  ];
  const confirmKey = pending?.kind === "delete" ? "confirmDelete" : pending?.kind === "valid" ? "confirmValid" : "confirmInvalid";

  return (
    <div className="flex flex-col gap-3">
      <ListView
        decl={noticeList}
        list={list}
        userNo={userNo}
        columns={columns}
        filters={(p) => <Filters {...p} />}
        exportRight={rights.notice.export}
        actions={
          <RequireRights anyOf={[rights.notice.add]}>
            <Link href="/system/notice/new" className={buttonVariants({ size: "sm" })} data-testid="notice-new"><Plus aria-hidden="true" />{t("notice.new")}</Link>
          </RequireRights>
        }
      />
      <ConfirmAction
        open={pending !== null}
        title={t(`notice.${confirmKey}.title`)}
        body={t(`notice.${confirmKey}.body`, { title: pending?.row.title ?? "" })}
        action={t(pending?.kind === "delete" ? "notice.actions.delete" : pending?.kind === "valid" ? "notice.actions.makeValid" : "notice.actions.makeInvalid")}
        destructive={pending?.kind !== "valid"}
        busy={busy}
        onConfirm={() => pending && void run(pending)}
        onClose={() => setPending(null)}
      />
      <ReceiptsDialog notice={receipts} onClose={() => setReceipts(null)} />
    </div>
  );
}
