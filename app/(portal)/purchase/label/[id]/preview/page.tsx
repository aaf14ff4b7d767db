import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { routeId } from "@/components/common/route-id";
import { LabelPrint } from "@/components/common/label/label-print";
import { DocumentTab } from "@/components/shell/document-tab";

export async function generateMetadata() {
  const t = await getTranslations("labelPrint");
  return { title: t("printTitles.preview") };
}

/** The purchase label preview: every label of the batch (at most 500) in a chosen format, the same template as the PDF (printTemplate's). */
export default async function PurchaseLabelPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  await requireUser();
  const id = await routeId(params);
  return (
    <>
      <DocumentTab title={(await generateMetadata()).title} />
      <LabelPrint id={id} screen="purchaseLabel" kind="purchase_receipt" backHref={`/purchase/label/${id}`} chooseTemplate />
    </>
  );
}
