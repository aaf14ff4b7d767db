"use client";

import { Link } from "@/components/common/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import { Plus } from "lucide-react";
import type { NoticeRow, noticeOps } from "@/lib/contracts/base-data/notice";
import { columnCaption } from "@/lib/contracts/kit/captions";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import { callOp } from "@/lib/client/request";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { openedOnce } from "@/components/common/client-only";
import { TextFilter, useListPage } from "@/components/data-table";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import { buttonVariants } from "@/components/ui/button";
import { rowActionsColumn } from "@/components/data-table/row-actions-column";
import { MenuItem } from "@/components/ui/menu-lazy";
import { ConfirmAction } from "@/components/common/confirm-action";
import type { FiltersOf } from "@/lib/contracts/kit/list";
import type { noticeList } from "@/lib/contracts/base-data/notice";

type NoticeListFilters = FiltersOf<typeof noticeList>;
import type { ParsedList } from "@/lib/table-state/initial-page";

const ReceiptsDialog = openedOnce(
  async () => ({ default: (await import("./receipts-dialog")).ReceiptsDialog }),
  (p: { notice: { id: number; title: string } | null; onClose: () => void }) => p.notice !== null,
);

type Pending = { kind: "valid" | "invalid" | "delete"; row: NoticeRow };

/**
 * Notice management: the session company's notices, with edit, valid/invalid and delete behind confirmations, and read receipts.
 * The page parses the URL and hands over the state, the codec's shape, the list's view and the calls' addresses.
 */
export function NoticeManageList({ userNo, initial, state, codec, view, setStatus, remove }: {
  userNo: string;
  setStatus: OpAddress<typeof noticeOps.setStatus>;
  remove: OpAddress<typeof noticeOps.remove>;
} & ParsedList<NoticeRow, NoticeListFilters>) {
  const t = useTranslations();
  const list = useListPage<NoticeRow, NoticeListFilters>({ initial, state, codec, view });
  const [pending, setPending] = useState<Pending | null>(null);
  const [receipts, setReceipts] = useState<NoticeRow | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (p: Pending) => {
    setBusy(true);
    try {
      if (p.kind === "delete") await callOp(remove, { params: { id: p.row.id } });
      else await callOp(setStatus, { params: { id: p.row.id }, body: { status: p.kind } });
      toast.success(t(p.kind === "delete" ? "notice.deleted" : "notice.statusChanged"));
      setPending(null);
      list.data.reload();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  const actions = rowActionsColumn<NoticeRow>(t, () => t("common.actions"), (row) => (
    <>
      <MenuItem asChild><Link href={`/system/notice/${row.id}`}>{t("notice.actions.edit")}</Link></MenuItem>
      <MenuItem onSelect={() => setReceipts(row)}>{t("notice.actions.receipts")}</MenuItem>
      <MenuItem onSelect={() => setPending({ kind: row.status === "valid" ? "invalid" : "valid", row })} data-testid="notice-toggle">
        {t(row.status === "valid" ? "notice.actions.makeInvalid" : "notice.actions.makeValid")}
      </MenuItem>
      <MenuItem variant="destructive" onSelect={() => setPending({ kind: "delete", row })}>{t("notice.actions.delete")}</MenuItem>
    </>
  ));
  const columns = [
    ...declaredColumns<NoticeRow>(declaredOf(view), t, {
      cells: { title: (row) => <Link href={`/system/notice/${row.id}`} className="font-medium text-primary underline-offset-2 hover:underline">{row.title}</Link> },
    }),
    actions,
  ];
  const confirmKey = pending?.kind === "delete" ? "confirmDelete" : pending?.kind === "valid" ? "confirmValid" : "confirmInvalid";

  return (
    <div className="flex flex-col gap-3">
      <ListView
        decl={view}
        list={list}
        userNo={userNo}
        columns={columns}
        filters={{ fields: { title: <TextFilter label={t(columnCaption(view.namespace, "title"))} name="title" className="w-56" /> } }}
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
