import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { routeId } from "@/components/common/route-id";
import { LabelPrint } from "@/components/common/label/label-print";
import { DocumentTab } from "@/components/shell/document-tab";

export async function generateMetadata() {
  const t = await getTranslations("labelPrint");
  return { title: t("printTitles.preview") };
}

/** printTemplate (docs/requirements.md §2): the preview of every label of a batch (at most 500) in a chosen format, the same template as the PDF. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  await requireUser();
  const id = await routeId(params);
  return (
    <>
      <DocumentTab title={(await generateMetadata()).title} />
      <LabelPrint id={id} screen="labelPrint" backHref={`/processing/labels/${id}`} chooseTemplate />
    </>
  );
}
