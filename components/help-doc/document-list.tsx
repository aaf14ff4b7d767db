"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import type { ColumnDef } from "@tanstack/react-table";
import { MoreHorizontal } from "lucide-react";
import { helpDocDownloadPath, helpDocumentList, helpDocumentOps, type HelpDocumentRow } from "@/lib/contracts/base-data/help-doc";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { rights } from "@/lib/rights/codes";
import { useHasRights } from "@/lib/rights/context";
import { ConfirmAction } from "@/components/common/confirm-action";
import { ListFilterBar, TextFilter, useFilterDraft, useListPage, type ListFiltersProps } from "@/components/data-table";
import { declaredColumns } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
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

type Pending = { kind: "manual" | "delete"; row: HelpDocumentRow };

/** Help documents: every user previews and downloads them; admins upload, mark the operation manual and delete. */
export function HelpDocumentList({ userNo, initial }: { userNo: string; initial?: InitialPage<HelpDocumentRow> | null }) {
  const t = useTranslations();
  const canEdit = useHasRights([rights.helpDoc.edit]);
  const list = useListPage<HelpDocumentRow, HelpDocumentFilters>(helpDocumentState, helpDocumentList.list.service, helpDocumentList.list.path, { initial });
  const [preview, setPreview] = useState<HelpDocumentRow | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (p: Pending) => {
    setBusy(true);
    try {
      if (p.kind === "delete") await callOp(helpDocumentOps.remove, { params: { id: p.row.id } });
      else await callOp(helpDocumentOps.markManual, { params: { id: p.row.id } });
      toast.success(t(p.kind === "delete" ? "helpDoc.deleted" : "helpDoc.markedManual", { title: p.row.title }));
      setPending(null);
      list.data.reload();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  const actions: ColumnDef<HelpDocumentRow> = {
    id: "__actions",
    enableSorting: false,
    meta: { fixed: true, stickyRight: true, label: t("common.actions") },
    header: () => <span className="sr-only">{t("common.actions")}</span>,
    cell: ({ row: { original: row } }) => (
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="icon" variant="ghost" aria-label={t("common.actions")} data-testid="help-doc-actions"><MoreHorizontal aria-hidden="true" /></Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setPreview(row)}>{t("helpDoc.preview")}</DropdownMenuItem>
          <DropdownMenuItem asChild><a href={helpDocDownloadPath(row.id)} download>{t("helpDoc.download")}</a></DropdownMenuItem>
          {canEdit && !row.manual && (
            <DropdownMenuItem onSelect={() => setPending({ kind: "manual", row })} data-testid="help-doc-mark-manual">{t("helpDoc.markManual")}</DropdownMenuItem>
          )}
          {canEdit && (
            <DropdownMenuItem onSelect={() => setPending({ kind: "delete", row })} className="text-destructive" data-testid="help-doc-delete">{t("helpDoc.delete")}</DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    ),
  };
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
  const confirmKey = pending?.kind === "delete" ? "confirmDelete" : "confirmManual";

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
      <ConfirmAction
        open={pending !== null}
        title={t(`helpDoc.${confirmKey}.title`)}
        body={t(`helpDoc.${confirmKey}.body`, { title: pending?.row.title ?? "" })}
        action={t(pending?.kind === "delete" ? "helpDoc.delete" : "helpDoc.markManual")}
        destructive={pending?.kind === "delete"}
        busy={busy}
        onConfirm={() => pending && void run(pending)}
        onClose={() => setPending(null)}
      />
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
