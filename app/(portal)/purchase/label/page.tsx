import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { LabelList } from "@/components/purchase-label/label-list";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { purchaseLabelList } from "@/lib/contracts/label/purchase-label";

export async function generateMetadata() {
  const t = await getTranslations("purchaseLabel");
  return { title: t("title") };
}

export default async function PurchaseLabelPage({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(purchaseLabelList, searchParams)]);
  const t = await getTranslations("purchaseLabel");
  return (
    <PageFrame title={t("title")}>
      <LabelList {...parsed} userNo={user.userNo} />
    </PageFrame>
  );
}
