import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { NoteList } from "@/components/delivery-note/note-list";

export async function generateMetadata() {
  const t = await getTranslations("deliveryNote");
  return { title: t("title") };
}

export default async function Page() {
  const user = await requireUser();
  const t = await getTranslations("deliveryNote");
  return (
    <PageFrame title={t("title")}>
      <NoteList userNo={user.userNo} />
    </PageFrame>
  );
}
