import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { routeId } from "@/components/common/route-id";
import { LabelPrint } from "@/components/common/label/label-print";
import { DocumentTab } from "@/components/shell/document-tab";

export async function generateMetadata() {
  const t = await getTranslations("labelPrint");
  return { title: t("printTitles.finished") };
}

/** finishedPrint (docs/requirements.md §2): finished labels in mm, printed with react-to-print. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  await requireUser();
  const id = await routeId(params);
  return (
    <>
      <DocumentTab title={(await generateMetadata()).title} />
      <LabelPrint id={id} screen="labelPrint" kind="finished" backHref={`/processing/labels/${id}`} />
    </>
  );
}
