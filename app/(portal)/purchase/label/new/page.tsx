import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { LabelForm } from "@/components/purchase-label/label-form";

export async function generateMetadata() {
  const t = await getTranslations("purchaseLabel");
  return { title: t("newLabels") };
}

export default async function NewPurchaseLabelsPage() {
  await requireUser();
  const t = await getTranslations("purchaseLabel");
  return (
    <PageFrame title={t("newLabels")}>
      <LabelForm />
    </PageFrame>
  );
}
