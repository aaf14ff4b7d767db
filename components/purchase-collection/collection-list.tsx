"use client";

import type { UserType } from "@/lib/contracts/base-data/user";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import { purchaseCollectionList, purchaseCollectionOps, type CollectionRow } from "@/lib/contracts/erp-purchase/purchase-collection";
import { pathOf } from "@/lib/contracts/kit/operation";
import { requestBlob } from "@/lib/client/request";
import { rights } from "@/lib/rights/codes";
import { saveBlob, useListPage } from "@/components/data-table";
import { ListView } from "@/components/data-table/list-view";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { CollectionDetail } from "./collection-detail";
import { collectionListColumns } from "./columns";
import { CollectionFilters } from "./filters";
import { collectionTableState, type CollectionFilters as Filters } from "./state";
import type { InitialPage } from "@/components/data-table/initial-page";

/** Purchase collection orders (download report): filters incl. download status, the report download, export. */
export function CollectionList({ userNo, userType, initial }: { userNo: string; userType: UserType; initial?: InitialPage<CollectionRow> | null }) {
  const t = useTranslations();
  const list = useListPage<CollectionRow, Filters>(collectionTableState, purchaseCollectionList.list.service, purchaseCollectionList.list.path, { initial });
  const [open, setOpen] = useState<CollectionRow | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const [version, setVersion] = useState(0);

  const download = async (row: CollectionRow) => {
    setDownloading(row.id);
    try {
      const op = purchaseCollectionOps.download;
      const blob = await requestBlob(op.service, pathOf(op, { id: row.id }), { method: "POST" });
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
  const columns = collectionListColumns(t, { open: setOpen, download, downloading });

  return (
    <div className="flex flex-col gap-3">
      <ListView
        decl={purchaseCollectionList}
        list={list}
        userNo={userNo}
        columns={columns}
        filters={(p) => <CollectionFilters {...p} showSupplier={userType !== "supplier"} />}
        exportRight={rights.purchaseCollection.export}
        onRowOpen={setOpen}
      />
      <Sheet open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <SheetContent closeLabel={t("common.close")} className="w-full sm:max-w-[min(56rem,92vw)]" data-testid="collection-drawer">
          <SheetHeader>
            <SheetTitle>{t("purchaseCollection.detailTitle", { collectionNo: open?.collectionNo ?? "" })}</SheetTitle>
            <SheetDescription>{open ? `${open.venno} ${open.vensname}` : ""}</SheetDescription>
          </SheetHeader>
          <div className="px-4 pb-6">{open && <CollectionDetail id={open.id} version={version} />}</div>
        </SheetContent>
      </Sheet>
    </div>
  );
}
