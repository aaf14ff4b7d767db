import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { NoteList } from "@/components/delivery-note/note-list";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { deliveryNoteList } from "@/lib/contracts/erp-production/delivery-note";

export async function generateMetadata() {
  const t = await getTranslations("deliveryNote");
  return { title: t("title") };
}

export default async function Page({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(deliveryNoteList, searchParams)]);
  const t = await getTranslations("deliveryNote");
  return (
    <PageFrame title={t("title")}>
      <NoteList {...parsed} userNo={user.userNo} />
    </PageFrame>
  );
}
