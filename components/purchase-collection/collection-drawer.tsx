"use client";

import { useTranslations } from "next-intl";
import type { CollectionRow } from "@/lib/contracts/erp-purchase/purchase-collection";
import { RecordDrawer } from "@/components/common/record-drawer";
import { CollectionDetail } from "./collection-detail";

/** A collection order's detail and lines in a side drawer; its code loads with the first order opened. */
export function CollectionDrawer({ collection, version, onClose }: { collection: CollectionRow | null; version: number; onClose: () => void }) {
  const t = useTranslations();
  return (
    <RecordDrawer
      open={collection !== null}
      onClose={onClose}
      title={t("purchaseCollection.detailTitle", { collectionNo: collection?.collectionNo ?? "" })}
      description={collection ? `${collection.venno} ${collection.vensname}` : ""}
      className="sm:max-w-[min(56rem,92vw)]"
      testId="collection-drawer"
    >
      {collection && <CollectionDetail id={collection.id} version={version} />}
    </RecordDrawer>
  );
}
