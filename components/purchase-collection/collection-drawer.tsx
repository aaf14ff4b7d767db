"use client";

import { useTranslations } from "next-intl";
import type { CollectionRow } from "@/lib/contracts/erp-purchase/purchase-collection";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { CollectionDetail } from "./collection-detail";

/** A collection order's detail and lines in a side drawer; its code loads with the first order opened. */
export function CollectionDrawer({ collection, version, onClose }: { collection: CollectionRow | null; version: number; onClose: () => void }) {
  const t = useTranslations();
  return (
    <Sheet open={collection !== null} onOpenChange={(o) => !o && onClose()}>
      <SheetContent closeLabel={t("common.close")} className="w-full sm:max-w-[min(56rem,92vw)]" data-testid="collection-drawer">
        <SheetHeader>
          <SheetTitle>{t("purchaseCollection.detailTitle", { collectionNo: collection?.collectionNo ?? "" })}</SheetTitle>
          <SheetDescription>{collection ? `${collection.venno} ${collection.vensname}` : ""}</SheetDescription>
        </SheetHeader>
        <div className="px-4 pb-6">{collection && <CollectionDetail id={collection.id} version={version} />}</div>
      </SheetContent>
    </Sheet>
  );
}
