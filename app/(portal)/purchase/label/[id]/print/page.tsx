import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { routeId } from "@/components/common/route-id";
import { LabelPrint } from "@/components/common/label/label-print";
import { DocumentTab } from "@/components/shell/document-tab";

export async function generateMetadata() {
  const t = await getTranslations("label");
  return { title: t("printTitle") };
}

/** The purchase label print page (deliverGoodsPrint, docs/requirements.md §2): labels in mm, react-to-print. */
export default async function PurchaseLabelPrintPage({ params }: { params: Promise<{ id: string }> }) {
  await requireUser();
  const id = await routeId(params);
  return (
    <>
      <DocumentTab title={(await generateMetadata()).title} />
      <LabelPrint id={id} screen="purchaseLabel" kind="purchase_receipt" backHref={`/purchase/label/${id}`} />
    </>
  );
}
