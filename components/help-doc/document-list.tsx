"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Upload } from "lucide-react";
import type { HelpDocumentRow, helpDocumentOps } from "@/lib/contracts/base-data/help-doc";
import { helpDocDownloadPath } from "@/lib/contracts/base-data/help-doc-values";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { rights } from "@/lib/rights/codes";
import { useHasRights } from "@/lib/rights/context";
import { openedOnce } from "@/components/common/client-only";
import { useConfirmedAction } from "@/components/common/confirm-action";
import { TextFilter, useListPage } from "@/components/data-table";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import { rowActionsColumn } from "@/components/data-table/row-actions-column";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { MenuItem } from "@/components/ui/menu-lazy";
import type { HelpDocDialog } from "./help-doc-dialogs";
import type { FiltersOf } from "@/lib/contracts/kit/list";
import type { helpDocumentList } from "@/lib/contracts/base-data/help-doc";

type HelpDocumentFilters = FiltersOf<typeof helpDocumentList>;
import type { ParsedList } from "@/lib/table-state/initial-page";

const HelpDocDialogs = openedOnce(
  async () => ({ default: (await import("./help-doc-dialogs")).HelpDocDialogs }),
  (p) => p.dialog !== null,
);

/**
 * Help documents: every user previews and downloads them; admins upload, mark the operation manual and delete.
 * The page parses the URL and hands over the state, the codec's shape, the list's view and the admin calls' addresses.
 */
export function HelpDocumentList({ userNo, initial, state, codec, view, markManual, remove }: {
  userNo: string;
  markManual: OpAddress<typeof helpDocumentOps.markManual>;
  remove: OpAddress<typeof helpDocumentOps.remove>;
} & ParsedList<HelpDocumentRow, HelpDocumentFilters>) {
  const t = useTranslations();
  const canEdit = useHasRights([rights.helpDoc.edit]);
  const list = useListPage<HelpDocumentRow, HelpDocumentFilters>({ initial, state, codec, view });
  const [dialog, setDialog] = useState<HelpDocDialog | null>(null);
  const confirmed = useConfirmedAction(() => list.data.reload());
  const preview = (row: HelpDocumentRow) => setDialog({ kind: "preview", row });

  const askManual = (row: HelpDocumentRow) => confirmed.ask({
    title: t("helpDoc.confirmManual.title"), body: t("helpDoc.confirmManual.body", { title: row.title }), action: t("helpDoc.markManual"),
    run: async () => {
      await callOp(markManual, { params: { id: row.id } });
      toast.success(t("helpDoc.markedManual", { title: row.title }));
    },
  });
  const askDelete = (row: HelpDocumentRow) => confirmed.ask({
    title: t("helpDoc.confirmDelete.title"), body: t("helpDoc.confirmDelete.body", { title: row.title }), action: t("helpDoc.delete"), destructive: true,
    run: async () => {
      await callOp(remove, { params: { id: row.id } });
      toast.success(t("helpDoc.deleted", { title: row.title }));
    },
  });
  const actions = rowActionsColumn<HelpDocumentRow>(t, (row) => t("helpDoc.actionsOf", { title: row.title }), (row) => (
    <>
      <MenuItem onSelect={() => preview(row)}>{t("helpDoc.preview")}</MenuItem>
      <MenuItem asChild><a href={helpDocDownloadPath(row.id)} download>{t("helpDoc.download")}</a></MenuItem>
      {canEdit && !row.manual && (
        <MenuItem onSelect={() => askManual(row)} data-testid="help-doc-mark-manual">{t("helpDoc.markManual")}</MenuItem>
      )}
      {canEdit && (
        <MenuItem variant="destructive" onSelect={() => askDelete(row)} data-testid="help-doc-delete">{t("helpDoc.delete")}</MenuItem>
      )}
    </>
  ));
  const columns = [
    ...declaredColumns<HelpDocumentRow>(declaredOf(view), t, {
      cells: {
        title: (row) => (
          <button type="button" onClick={() => preview(row)} className="text-left font-medium text-primary underline-offset-2 hover:underline">{row.title}</button>
        ),
        manual: (row) => (row.manual ? <Badge variant="success" data-testid="help-doc-manual-badge">{t("helpDoc.manualBadge")}</Badge> : null),
      },
    }),
    actions,
  ];
  const upload = (
    <Button size="sm" aria-haspopup="dialog" onClick={() => setDialog({ kind: "upload" })} data-testid="help-doc-upload">
      <Upload aria-hidden="true" />
      {t("helpDoc.upload")}
    </Button>
  );

  return (
    <div className="flex flex-col gap-3">
      <ListView
        decl={view}
        list={list}
        userNo={userNo}
        columns={columns}
        filters={{ fields: { q: <TextFilter label={t("helpDoc.search")} name="q" className="w-56" /> } }}
        exportRight={null}
        onRowOpen={preview}
        actions={canEdit ? upload : undefined}
      />
      {confirmed.dialog}
      <HelpDocDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onUploaded={() => {
          setDialog(null);
          list.data.reload();
        }}
      />
    </div>
  );
}
