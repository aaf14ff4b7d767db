"use client";

import { useMemo } from "react";
import { useTranslations } from "next-intl";
import { deliveryNoticeOps, noticeCandidateList, type NoticeCandidate, type NoticeCandidateFilters } from "@/lib/contracts/erp-purchase/delivery-notice";
import { DataTable, ListFilterBar, TextFilter, listTableProps, useFilterDraft, useMemoryList } from "@/components/data-table";
import { declaredColumns } from "@/components/data-table/list-columns";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { SupplierFilter } from "@/components/common/filter-fields";
import { listTableState } from "@/lib/table-state/list-state";

const op = deliveryNoticeOps.candidates;
const candidateTableState = listTableState(noticeCandidateList);

/** Picks candidate lines: lines of received purchase orders that still have something to send. */
export function LinePicker({
  open,
  userNo,
  taken,
  supplierId,
  onClose,
  onAdd,
}: {
  open: boolean;
  userNo: string;
  taken: number[];
  supplierId: number | null;
  onClose: () => void;
  onAdd: (lines: NoticeCandidate[]) => void;
}) {
  const t = useTranslations();
  const list = useMemoryList<NoticeCandidate, NoticeCandidateFilters>(candidateTableState, op, open ? op.path : null);
  const filters = useFilterDraft(candidateTableState, list.state, list.setFilters);
  const columns = useMemo(() => declaredColumns<NoticeCandidate>(noticeCandidateList, t), [t]);
  const selectable = (l: NoticeCandidate) => !taken.includes(l.id) && (supplierId === null || l.supplierId === supplierId);
  const chosen = list.rows.filter((r) => list.selection[String(r.id)] && selectable(r));
  const firstSupplier = chosen[0]?.supplierId;
  const mixed = chosen.some((r) => r.supplierId !== firstSupplier);

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t("common.close")} className="sm:max-w-[min(72rem,95vw)]" data-testid="line-picker">
        <DialogHeader>
          <DialogTitle>{t("deliveryNotice.picker.title")}</DialogTitle>
          <DialogDescription>{t("deliveryNotice.picker.hint")}</DialogDescription>
        </DialogHeader>
        <ListFilterBar filters={filters}>
          <TextFilter label={t(noticeCandidateList.caption("pono"))} name="pono" />
          <TextFilter label={t("purchaseOrder.filters.item")} name="item" />
          <SupplierFilter label={t(noticeCandidateList.caption("venno"))} />
        </ListFilterBar>
        {open && (
          <DataTable
            tableId="notice-line-picker"
            userNo={userNo}
            caption={t("deliveryNotice.picker.title")}
            columns={columns}
            {...listTableProps(list, { selectable: true })}
            canSelect={selectable}
            skeletonRows={5}
          />
        )}
        {mixed && <p role="alert" className="text-sm text-destructive">{t("validation.deliveryNotice.mixedSuppliers")}</p>}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button disabled={!chosen.length || mixed} onClick={() => onAdd(chosen)} data-testid="picker-add">
            {t("deliveryNotice.picker.add", { count: chosen.length })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
