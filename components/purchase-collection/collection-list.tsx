"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import type { CollectionRow } from "@/lib/contracts/erp-purchase/purchase-collection";
import { pathOf, type OpAddress } from "@/lib/contracts/kit/operation";
import { requestBlob } from "@/lib/client/request";
import { rights } from "@/lib/rights/codes";
import { openedOnce } from "@/components/common/client-only";
import { saveBlob, useListPage } from "@/components/data-table";
import { ListView } from "@/components/data-table/list-view";
import { collectionListColumns } from "./columns";
import type { PurchaseCollectionFilters as Filters } from "@/lib/contracts/erp-purchase/purchase-collection";
import type { ParsedList } from "@/lib/table-state/initial-page";

const CollectionDrawer = openedOnce(
  async () => ({ default: (await import("./collection-drawer")).CollectionDrawer }),
  (p) => p.collection !== null,
);

/**
 * Purchase collection orders (download report): filters incl. download status, the report download, export.
 * The page parses the URL and hands over the state, the codec's shape, the list's view and the download's
 * address: no schema loads here.
 */
export function CollectionList({ userNo, initial, state, codec, view, download: downloadOp }: {
  userNo: string;
  download: OpAddress;
} & ParsedList<CollectionRow, Filters>) {
  const t = useTranslations();
  const list = useListPage<CollectionRow, Filters>({ initial, state, codec, view });
  const [open, setOpen] = useState<CollectionRow | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const [version, setVersion] = useState(0);

  const download = async (row: CollectionRow) => {
    setDownloading(row.id);
    try {
      const blob = await requestBlob(downloadOp.service, pathOf(downloadOp, { id: row.id }), { method: "POST" });
      saveBlob(blob, `${row.collectionNo}.xlsx`);
      toast.success(t("purchaseCollection.downloaded", { collectionNo: row.collectionNo }));
      list.data.reload();
      setVersion((v) => v + 1);
    } catch {
      // requestBlob has shown the message
    } finally {
      setDownloading(null);
    }
  };
  const columns = collectionListColumns(t, view, { open: setOpen, download, downloading });

  return (
    <div className="flex flex-col gap-3">
      <ListView
        decl={view}
        list={list}
        userNo={userNo}
        columns={columns}
        filters={{ captions: { downloadStatus: t("purchaseCollection.downloadStatus") } }}
        exportRight={rights.purchaseCollection.export}
        onRowOpen={setOpen}
      />
      <CollectionDrawer collection={open} version={version} onClose={() => setOpen(null)} />
    </div>
  );
}
