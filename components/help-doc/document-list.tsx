"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { helpDocDownloadPath, helpDocumentList, helpDocumentOps, type HelpDocumentRow } from "@/lib/contracts/base-data/help-doc";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { rights } from "@/lib/rights/codes";
import { useHasRights } from "@/lib/rights/context";
import { useConfirmedAction } from "@/components/common/confirm-action";
import { ListFilterBar, TextFilter, useFilterDraft, useListPage, type ListFiltersProps } from "@/components/data-table";
import { declaredColumns } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { MenuItem } from "@/components/ui/menu-lazy";
import { rowActionsColumn } from "@/components/data-table/row-actions-column";
import { DocumentPreview, DownloadLink } from "./preview";
import { helpDocumentState, type HelpDocumentFilters } from "./state";
import { UploadDialog } from "./upload-dialog";
import type { InitialPage } from "@/components/data-table/initial-page";

function Filters({ state, onApply }: Omit<ListFiltersProps<HelpDocumentFilters>, "showSupplier">) {
  const t = useTranslations("helpDoc");
  const filters = useFilterDraft(helpDocumentState, state, onApply);
  return (
    <ListFilterBar filters={filters}>
      <TextFilter label={t("search")} name="q" className="w-56" />
    </ListFilterBar>
  );
}

/** Help documents: every user previews and downloads them; admins upload, mark the operation manual and delete. */
export function HelpDocumentList({ userNo, initial }: { userNo: string; initial?: InitialPage<HelpDocumentRow> | null }) {
  const t = useTranslations();
  const canEdit = useHasRights([rights.helpDoc.edit]);
  const list = useListPage<HelpDocumentRow, HelpDocumentFilters>(helpDocumentState, helpDocumentList.list.service, helpDocumentList.list.path, { initial });
  const [preview, setPreview] = useState<HelpDocumentRow | null>(null);
  const confirmed = useConfirmedAction(() => list.data.reload());

  const askManual = (row: HelpDocumentRow) => confirmed.ask({
    title: t("helpDoc.confirmManual.title"), body: t("helpDoc.confirmManual.body", { title: row.title }), action: t("helpDoc.markManual"),
    run: async () => {
      await callOp(helpDocumentOps.markManual, { params: { id: row.id } });
      toast.success(t("helpDoc.markedManual", { title: row.title }));
    },
  });
  const askDelete = (row: HelpDocumentRow) => confirmed.ask({
    title: t("helpDoc.confirmDelete.title"), body: t("helpDoc.confirmDelete.body", { title: row.title }), action: t("helpDoc.delete"), destructive: true,
    run: async () => {
      await callOp(helpDocumentOps.remove, { params: { id: row.id } });
      toast.success(t("helpDoc.deleted", { title: row.title }));
    },
  });
  const actions = rowActionsColumn<HelpDocumentRow>(t, (row) => t("helpDoc.actionsOf", { title: row.title }), (row) => (
    <>
      <MenuItem onSelect={() => setPreview(row)}>{t("helpDoc.preview")}</MenuItem>
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
    ...declaredColumns<HelpDocumentRow>(helpDocumentList, t, {
      cells: {
        title: (row) => (
          <button type="button" onClick={() => setPreview(row)} className="text-left font-medium text-primary underline-offset-2 hover:underline">{row.title}</button>
        ),
        manual: (row) => (row.manual ? <Badge variant="success" data-testid="help-doc-manual-badge">{t("helpDoc.manualBadge")}</Badge> : null),
      },
    }),
    actions,
  ];

  return (
    <div className="flex flex-col gap-3">
      <ListView
        decl={helpDocumentList}
        list={list}
        userNo={userNo}
        columns={columns}
        filters={(p) => <Filters {...p} />}
        exportRight={null}
        onRowOpen={setPreview}
        actions={canEdit ? <UploadDialog onUploaded={() => list.data.reload()} /> : undefined}
      />
      {confirmed.dialog}
      <Dialog open={preview !== null} onOpenChange={(o) => !o && setPreview(null)}>
        <DialogContent closeLabel={t("common.close")} className="max-h-[95vh] overflow-y-auto sm:max-w-4xl" data-testid="help-doc-preview-dialog">
          <DialogHeader>
            <DialogTitle>{preview?.title}</DialogTitle>
            <DialogDescription>{preview?.description || t("helpDoc.noDescription")}</DialogDescription>
          </DialogHeader>
          {preview && <DocumentPreview doc={preview} />}
          {preview && <div className="flex justify-end"><DownloadLink doc={preview} /></div>}
        </DialogContent>
      </Dialog>
    </div>
  );
}
