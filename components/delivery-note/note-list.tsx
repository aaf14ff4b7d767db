"use client";

import { useMemo } from "react";
import { Link } from "@/components/common/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Plus, Printer } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { approvalStatuses, deliveryNoteList, maxPrintNotes, uploadStatuses, type DeliveryNoteFilters, type DeliveryNoteRow } from "@/lib/contracts/erp-production/delivery-note";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/lib/rights/require-rights";
import { ListFilterBar, TextFilter, useFilterDraft, useListPage, type ListFiltersProps } from "@/components/data-table";
import { declaredColumns } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import { EnumFilter, PresetDateRange } from "@/components/common/filter-fields";
import { Button, buttonVariants } from "@/components/ui/button";
import { noteTableState } from "./state";
import type { InitialPage } from "@/components/data-table/initial-page";


function NoteFilters({ state, onApply }: ListFiltersProps<DeliveryNoteFilters>) {
  const t = useTranslations();
  const filters = useFilterDraft(noteTableState, state, onApply);
  const c = (f: string) => t(deliveryNoteList.caption(f));
  return (
    <ListFilterBar filters={filters}>
      <PresetDateRange field="deliveryDate" label={c("deliveryDate")} />
      <TextFilter label={c("deliveryNo")} name="deliveryNo" />
      <TextFilter label={c("noticeNo")} name="noticeNo" />
      <TextFilter label={c("customerNo")} name="customerNo" />
      <EnumFilter label={c("approvalStatus")} name="approvalStatus" enumName="approvalStatus" values={approvalStatuses} />
      <EnumFilter label={c("uploadStatus")} name="uploadStatus" enumName="uploadStatus" values={uploadStatuses} />
    </ListFilterBar>
  );
}

/**
 * Delivery notes (and, with `receipts`, the delivery receipt list: the same notes, opened at their receipt).
 * Printing needs a selection of 1 to 10 notes (docs/requirements.md §9); more is refused with the catalogue message.
 */
export function NoteList({ userNo, receipts = false, initial }: { userNo: string; receipts?: boolean; initial?: InitialPage<DeliveryNoteRow> | null }) {
  const t = useTranslations();
  const router = useRouter();
  const list = useListPage<DeliveryNoteRow, DeliveryNoteFilters>(noteTableState, deliveryNoteList.list.service, deliveryNoteList.list.path, { initial });
  const columns = useMemo(() => declaredColumns<DeliveryNoteRow>(deliveryNoteList, t, {
    cells: { deliveryNo: (r) => <Link className="font-medium text-primary underline-offset-2 hover:underline" href={`/delivery/note/${r.id}`}>{r.deliveryNo}</Link> },
  }), [t]);
  const selected = list.selectedIds;
  const print = () => {
    if (!selected.length) return toast.error(t("validation.deliveryNote.printSelect"));
    if (selected.length > maxPrintNotes) return toast.error(t("validation.deliveryNote.printMax"));
    router.push(`/deliverGoodsPrint?ids=${selected.join(",")}`);
  };
  return (
    <ListView
      decl={deliveryNoteList}
      list={list}
      userNo={userNo}
      columns={columns}
      filters={(p) => <NoteFilters {...p} showSupplier={false} />}
      exportRight={receipts ? rights.deliveryReceipt.export : rights.deliveryNote.export}
      onRowOpen={(r) => router.push(`/delivery/note/${r.id}${receipts ? "#receipt" : ""}`)}
      selectable={!receipts}
      actions={receipts ? undefined : (
        <>
          <span className="text-sm text-muted-foreground" aria-live="polite" data-testid="selected-count">{t("dataTable.selected", { count: selected.length })}</span>
          <RequireRights anyOf={[rights.deliveryNote.print]}>
            <Button size="sm" variant="outline" onClick={print} data-testid="print-selected">
              <Printer aria-hidden="true" />
              {t("deliveryNote.printSelected", { count: selected.length })}
            </Button>
          </RequireRights>
          <RequireRights anyOf={[rights.deliveryNote.add]}>
            <Link href="/delivery/note/new" className={buttonVariants({ size: "sm" })} data-testid="new-note">
              <Plus aria-hidden="true" />
              {t("deliveryNote.new")}
            </Link>
          </RequireRights>
        </>
      )}
    />
  );
}
