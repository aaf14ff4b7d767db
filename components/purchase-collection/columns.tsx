"use client";

import type { ColumnDef } from "@/components/data-table/types";
import { Download, Loader2 } from "lucide-react";
import type { CollectionRow } from "@/lib/contracts/erp-purchase/purchase-collection";
import type { ListView } from "@/lib/contracts/kit/columns";
import type { Translate } from "@/lib/contracts/issues";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { Button } from "@/components/ui/button";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";

/** Every collection order column, plus the report download (behind its right). */
export function collectionListColumns(
  t: Translate,
  view: ListView,
  opts: { open: (r: CollectionRow) => void; download: (r: CollectionRow) => void; downloading: number | null },
): ColumnDef<CollectionRow>[] {
  const fields = declaredColumns<CollectionRow>(declaredOf(view), t, {
    cells: {
      collectionNo: (row) => (
        <button type="button" onClick={() => opts.open(row)} className="font-medium text-primary underline-offset-2 hover:underline" data-testid="open-collection">
          {row.collectionNo}
        </button>
      ),
    },
  });
  const download: ColumnDef<CollectionRow> = {
    id: "__download",
    enableSorting: false,
    meta: { fixed: true, stickyRight: true, label: t("purchaseCollection.download") },
    header: () => <span className="sr-only">{t("purchaseCollection.download")}</span>,
    cell: ({ row }) => {
      const busy = opts.downloading === row.original.id;
      return (
        <RequireRights anyOf={[rights.purchaseCollection.download]}>
          <Button
            size="sm"
            variant="outline"
            disabled={opts.downloading !== null}
            aria-busy={busy}
            onClick={() => opts.download(row.original)}
            data-testid="collection-download"
          >
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
            <span className="sr-only sm:not-sr-only">{t("purchaseCollection.download")}</span>
          </Button>
        </RequireRights>
      );
    },
  };
  return [...fields, download];
}
