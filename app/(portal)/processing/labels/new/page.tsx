import { getTranslations } from "next-intl/server";
import { processingLabelKinds, type ProcessingLabelKind } from "@/lib/contracts/label/label-print";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { ProcessingLabelForm } from "@/components/label-print/label-form";
import { DocumentTab } from "@/components/shell/document-tab";

type Props = { searchParams: Promise<{ kind?: string }> };
const kindOf = async (p: Props): Promise<ProcessingLabelKind> => {
  const k = (await p.searchParams).kind;
  return processingLabelKinds.find((v) => v === k) ?? "finished";
};

export async function generateMetadata(props: Props) {
  const t = await getTranslations("labelPrint");
  return { title: t(`new.${await kindOf(props)}`) };
}

export default async function NewProcessingLabelsPage(props: Props) {
  await requireUser();
  const kind = await kindOf(props);
  const t = await getTranslations("labelPrint");
  return (
    <>
      <DocumentTab title={(await generateMetadata(props)).title} />
      <PageFrame title={t(`new.${kind}`)}>
        <ProcessingLabelForm key={kind} kind={kind} />
      </PageFrame>
    </>
  );
}
