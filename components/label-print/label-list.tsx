"use client";

import { Link } from "@/components/common/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Plus } from "lucide-react";
import { labelPrintList, processingLabelKinds, type LabelPrintRow } from "@/lib/contracts/label/label-print";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/lib/rights/require-rights";
import { useListPage } from "@/components/data-table";
import { declaredColumns } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import { buttonVariants } from "@/components/ui/button";
import { LabelPrintFilters } from "./filters";
import { labelPrintTableState, type Filters } from "./state";
import type { InitialPage } from "@/components/data-table/initial-page";

/** Semi-finished, finished and outsourced labels made (one row per batch): open one to download, print or reprint. */
export function LabelPrintList({ userNo, initial }: { userNo: string; initial?: InitialPage<LabelPrintRow> | null }) {
  const t = useTranslations();
  const router = useRouter();
  const list = useListPage<LabelPrintRow, Filters>(labelPrintTableState, labelPrintList.list.service, labelPrintList.list.path, { initial });
  const columns = declaredColumns<LabelPrintRow>(labelPrintList, t, {
    title: ["outNo", "lineNo"],
    cells: {
      outNo: (row) => (
        <Link href={`/processing/labels/${row.id}`} className="font-medium text-primary underline-offset-2 hover:underline" data-testid="open-label-batch">
          {row.outNo}
        </Link>
      ),
    },
  });
  return (
    <div className="flex flex-col gap-3">
      <RequireRights anyOf={[rights.labelPrint.print]}>
        <div className="flex flex-wrap justify-end gap-2">
          {processingLabelKinds.map((k) => (
            <Link key={k} href={`/processing/labels/new?kind=${k}`} className={buttonVariants({ variant: k === "finished" ? "default" : "outline" })} data-testid={`new-labels-${k}`}>
              <Plus aria-hidden="true" />
              {t(`labelPrint.new.${k}`)}
            </Link>
          ))}
        </div>
      </RequireRights>
      <ListView
        decl={labelPrintList}
        list={list}
        userNo={userNo}
        columns={columns}
        filters={(p) => <LabelPrintFilters {...p} showSupplier={false} />}
        exportRight={rights.labelPrint.view}
        onRowOpen={(row) => router.push(`/processing/labels/${row.id}`)}
      />
    </div>
  );
}
