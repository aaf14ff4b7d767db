import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { CollectionList } from "@/components/purchase-collection/collection-list";
import { PageFrame } from "@/components/common/page-frame";
import { firstListPage, type PageSearch } from "@/lib/portal/first-page";
import { purchaseCollectionList } from "@/lib/contracts/erp-purchase/purchase-collection";
import { collectionTableState } from "@/components/purchase-collection/state";

export async function generateMetadata() {
  const t = await getTranslations("purchaseCollection");
  return { title: t("title") };
}

export default async function PurchaseCollectionPage({ searchParams }: PageSearch) {
  const [user, initial] = await Promise.all([requireUser(), firstListPage(purchaseCollectionList.list, collectionTableState, searchParams)]);
  const t = await getTranslations("purchaseCollection");
  return (
    <PageFrame title={t("title")}>
      <CollectionList initial={initial} userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
