import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { NoteForm } from "@/components/delivery-note/note-form";

export async function generateMetadata() {
  const t = await getTranslations("deliveryNote");
  return { title: t("new") };
}

export default async function NewDeliveryNotePage() {
  await requireUser();
  const t = await getTranslations("deliveryNote");
  return (
    <PageFrame title={t("new")}>
      <NoteForm />
    </PageFrame>
  );
}
