import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { routeId } from "@/components/common/route-id";
import { NoteDetailView } from "@/components/delivery-note/note-detail";
import { documentDetail, documentNumber, documentTitle, type DocumentTitle } from "@/components/common/document-number";
import { deliveryNoteOps } from "@/lib/contracts/erp-production/delivery-note";
import { DocumentTab } from "@/components/shell/document-tab";

async function pageTitle({ params }: { params: Promise<{ id: string }> }): Promise<DocumentTitle> {
  const [t, id] = await Promise.all([getTranslations("deliveryNote"), routeId(params)]);
  return documentTitle(t("printTitle"), await documentNumber(deliveryNoteOps.get, id, (d) => d.deliveryNo));
}

export const generateMetadata = pageTitle;

export default async function DeliveryNotePage({ params }: { params: Promise<{ id: string }> }) {
  await requireUser();
  const id = await routeId(params);
  const initial = await documentDetail(deliveryNoteOps.get, id);
  const t = await getTranslations("deliveryNote");
  return (
    <>
      <DocumentTab {...await pageTitle({ params })} />
      <PageFrame title={t("printTitle")}>
        <NoteDetailView id={id} initial={initial} />
      </PageFrame>
    </>
  );
}
