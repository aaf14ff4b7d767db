import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { CollectionList } from "@/components/purchase-collection/collection-list";
import { PageFrame } from "@/components/common/page-frame";

export async function generateMetadata() {
  const t = await getTranslations("purchaseCollection");
  return { title: t("title") };
}

export default async function PurchaseCollectionPage() {
  const user = await requireUser();
  const t = await getTranslations("purchaseCollection");
  return (
    <PageFrame title={t("title")}>
      <CollectionList userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
