"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { itReportList, type ItReportRow } from "@/lib/contracts/base-data/it-report";
import { EnumFilter } from "@/components/common/filter-fields";
import { ListFilterBar, useFilterDraft, useListPage, type ListFiltersProps } from "@/components/data-table";
import { declaredColumns } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import { Sheet, SheetContent, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { ItReportDetailView } from "./report-detail";
import { itReportTableState } from "./state";
import type { InitialPage } from "@/components/data-table/initial-page";

type Filters = { status?: ItReportRow["status"] };

function StatusFilter({ state: s, onApply }: Omit<ListFiltersProps<Filters>, "showSupplier">) {
  const t = useTranslations();
  const filters = useFilterDraft(itReportTableState, s, onApply);
  return (
    <ListFilterBar filters={filters}>
      <EnumFilter label={t(itReportList.caption("status"))} name="status" enumName="itReportStatus" values={itReportList.columns.status.values} />
    </ListFilterBar>
  );
}

/** The reporter's own reports, or IT's whole queue; a row opens its steps and comments. */
export function ItReportList({ userNo, desk, version, initial }: { userNo: string; desk: boolean; version: number; initial?: InitialPage<ItReportRow> | null }) {
  const t = useTranslations();
  const list = useListPage<ItReportRow, Filters>(itReportTableState, itReportList.list.service, itReportList.list.path, { initial });
  const [open, setOpen] = useState<ItReportRow | null>(null);
  const { reload } = list.data;
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  const columns = declaredColumns<ItReportRow>(itReportList, t, {
    cells: {
      createdAt: (row) => (
        <button type="button" onClick={() => setOpen(row)} className="font-medium text-primary underline-offset-2 hover:underline" data-testid="it-open">
          #{row.id}
        </button>
      ),
    },
  });
  return (
    <>
      <ListView decl={itReportList} list={list} userNo={userNo} columns={columns} filters={(p) => <StatusFilter {...p} />} exportRight={null} onRowOpen={setOpen} />
      <Sheet open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <SheetContent closeLabel={t("common.close")} className="w-full overflow-y-auto sm:max-w-xl" data-testid="it-drawer">
          <SheetHeader>
            <SheetTitle>{t("itReport.detailTitle", { id: open?.id ?? "" })}</SheetTitle>
          </SheetHeader>
          <div className="px-4 pb-6">{open && <ItReportDetailView id={open.id} desk={desk} onChanged={() => list.data.reload()} />}</div>
        </SheetContent>
      </Sheet>
    </>
  );
}
