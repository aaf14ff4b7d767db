import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { routeId } from "@/components/common/route-id";
import { NoteDetailView } from "@/components/delivery-note/note-detail";

export async function generateMetadata() {
  const t = await getTranslations("deliveryNote");
  return { title: t("printTitle") };
}

export default async function DeliveryNotePage({ params }: { params: Promise<{ id: string }> }) {
  await requireUser();
  const id = await routeId(params);
  const t = await getTranslations("deliveryNote");
  return (
    <PageFrame title={t("printTitle")}>
      <NoteDetailView id={id} />
    </PageFrame>
  );
}
