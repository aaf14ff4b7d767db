"use client";

import { Link } from "@/components/common/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Plus } from "lucide-react";
import type { PurchaseLabelRow } from "@/lib/contracts/label/purchase-label";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { useListPage } from "@/components/data-table";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import { buttonVariants } from "@/components/ui/button";
import type { PurchaseLabelFilters as Filters } from "@/lib/contracts/label/purchase-label";
import type { ParsedList } from "@/lib/table-state/initial-page";

/**
 * The labels made (one row per batch): open one to download, print or reprint.
 * The page parses the URL and hands over the state, the codec's shape and the list's view: no schema loads here.
 */
export function LabelList({ userNo, initial, state, codec, view }: {
  userNo: string;
} & ParsedList<PurchaseLabelRow, Filters>) {
  const t = useTranslations();
  const router = useRouter();
  const list = useListPage<PurchaseLabelRow, Filters>({ initial, state, codec, view });
  const columns = declaredColumns<PurchaseLabelRow>(declaredOf(view), t, {
    cells: {
      noticeNo: (row) => (
        <Link href={`/purchase/label/${row.id}`} className="font-medium text-primary underline-offset-2 hover:underline" data-testid="open-label-batch">
          {row.noticeNo}
        </Link>
      ),
    },
  });
  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">
        <RequireRights anyOf={[rights.purchaseLabel.add]}>
          <Link href="/purchase/label/new" className={buttonVariants({})} data-testid="new-labels">
            <Plus aria-hidden="true" />
            {t("purchaseLabel.newLabels")}
          </Link>
        </RequireRights>
      </div>
      <ListView
        decl={view}
        list={list}
        userNo={userNo}
        columns={columns}
        filters={{ captions: { serial: t("label.serial") } }}
        exportRight={rights.purchaseLabel.view}
        onRowOpen={(row) => router.push(`/purchase/label/${row.id}`)}
      />
    </div>
  );
}
