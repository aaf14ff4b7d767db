import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { routeId } from "@/components/common/route-id";
import { PageFrame } from "@/components/common/page-frame";
import { ProcessingLabelBatch } from "@/components/label-print/label-batch";
import { DocumentTab } from "@/components/shell/document-tab";

export async function generateMetadata() {
  const t = await getTranslations("label");
  return { title: t("labels") };
}

export default async function ProcessingLabelBatchPage({ params }: { params: Promise<{ id: string }> }) {
  await requireUser();
  const id = await routeId(params);
  const t = await getTranslations("label");
  return (
    <>
      <DocumentTab title={(await generateMetadata()).title} />
      <PageFrame title={t("labels")}>
        <ProcessingLabelBatch id={id} />
      </PageFrame>
    </>
  );
}
