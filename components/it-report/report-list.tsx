"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import type { ItReportRow } from "@/lib/contracts/base-data/it-report";
import { openedOnce } from "@/components/common/client-only";
import { useListPage } from "@/components/data-table";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import type { ParsedList } from "@/lib/table-state/initial-page";

export type ItReportFilters = { status?: ItReportRow["status"] };

const ItReportDrawer = openedOnce(
  async () => ({ default: (await import("./report-drawer")).ItReportDrawer }),
  (p) => p.report !== null,
);

/**
 * The reporter's own reports, or IT's whole queue; a row opens its steps and comments. The page parses
 * the URL and hands over the state, the codec's shape and the list's view: no schema loads here.
 */
export function ItReportList({ userNo, desk, version, initial, state, codec, view }: {
  userNo: string;
  desk: boolean;
  version: number;
} & ParsedList<ItReportRow, ItReportFilters>) {
  const t = useTranslations();
  const list = useListPage<ItReportRow, ItReportFilters>({ initial, state, codec, view });
  const [open, setOpen] = useState<ItReportRow | null>(null);
  const { reload } = list.data;
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  const columns = declaredColumns<ItReportRow>(declaredOf(view), t, {
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
      <ListView decl={view} list={list} userNo={userNo} columns={columns} exportRight={null} onRowOpen={setOpen} />
      <ItReportDrawer report={open} desk={desk} onClose={() => setOpen(null)} onChanged={reload} />
    </>
  );
}
