import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { LabelList } from "@/components/purchase-label/label-list";

export async function generateMetadata() {
  const t = await getTranslations("purchaseLabel");
  return { title: t("title") };
}

export default async function PurchaseLabelPage() {
  const user = await requireUser();
  const t = await getTranslations("purchaseLabel");
  return (
    <PageFrame title={t("title")}>
      <LabelList userNo={user.userNo} />
    </PageFrame>
  );
}
