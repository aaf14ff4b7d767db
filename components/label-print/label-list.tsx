"use client";

import { Link } from "@/components/common/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Plus } from "lucide-react";
import type { LabelPrintRow, ProcessingLabelKind } from "@/lib/contracts/label/label-print";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { useListPage } from "@/components/data-table";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import { buttonVariants } from "@/components/ui/button";
import type { LabelPrintFilters as Filters } from "@/lib/contracts/label/label-print";
import type { ParsedList } from "@/lib/table-state/initial-page";

/**
 * Semi-finished, finished and outsourced labels made (one row per batch): open one to download, print or reprint.
 * The page parses the URL and hands over the state, the codec's shape, the list's view and the kinds: no schema loads here.
 */
export function LabelPrintList({ userNo, initial, state, codec, view, kinds }: {
  userNo: string;
  kinds: readonly ProcessingLabelKind[];
} & ParsedList<LabelPrintRow, Filters>) {
  const t = useTranslations();
  const router = useRouter();
  const list = useListPage<LabelPrintRow, Filters>({ initial, state, codec, view });
  const columns = declaredColumns<LabelPrintRow>(declaredOf(view), t, {
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
          {kinds.map((k) => (
            <Link key={k} href={`/processing/labels/new?kind=${k}`} className={buttonVariants({ variant: k === "finished" ? "default" : "outline" })} data-testid={`new-labels-${k}`}>
              <Plus aria-hidden="true" />
              {t(`labelPrint.new.${k}`)}
            </Link>
          ))}
        </div>
      </RequireRights>
      <ListView
        decl={view}
        list={list}
        userNo={userNo}
        columns={columns}
        filters={{ captions: { serial: t("label.serial") } }}
        exportRight={rights.labelPrint.view}
        onRowOpen={(row) => router.push(`/processing/labels/${row.id}`)}
      />
    </div>
  );
}
