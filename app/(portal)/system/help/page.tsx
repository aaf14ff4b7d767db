import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { HelpDocumentList } from "@/components/help-doc/document-list";
import { firstListPage, type PageSearch } from "@/lib/portal/first-page";
import { helpDocumentList } from "@/lib/contracts/base-data/help-doc";
import { helpDocumentState } from "@/components/help-doc/state";

export async function generateMetadata() {
  const t = await getTranslations("helpDoc");
  return { title: t("pageTitle") };
}

/** Help documents (menu 94): every signed-in user reads them; admins keep them and choose the operation manual. */
export default async function HelpDocumentsPage({ searchParams }: PageSearch) {
  const [user, t, initial] = await Promise.all([requireUser(), getTranslations("helpDoc"), firstListPage(helpDocumentList.list, helpDocumentState, searchParams)]);
  return (
    <PageFrame title={t("pageTitle")}>
      <HelpDocumentList initial={initial} userNo={user.userNo} />
    </PageFrame>
  );
}
