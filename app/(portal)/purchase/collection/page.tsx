import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { CollectionList } from "@/components/purchase-collection/collection-list";
import { PageFrame } from "@/components/common/page-frame";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { addressOf } from "@/lib/contracts/kit/operation";
import { purchaseCollectionList, purchaseCollectionOps } from "@/lib/contracts/erp-purchase/purchase-collection";

export async function generateMetadata() {
  const t = await getTranslations("purchaseCollection");
  return { title: t("title") };
}

export default async function PurchaseCollectionPage({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(purchaseCollectionList, searchParams)]);
  const t = await getTranslations("purchaseCollection");
  return (
    <PageFrame title={t("title")}>
      <CollectionList {...parsed} download={addressOf(purchaseCollectionOps.download)} userNo={user.userNo} />
    </PageFrame>
  );
}
