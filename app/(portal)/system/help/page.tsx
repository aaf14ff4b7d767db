import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { HelpDocumentList } from "@/components/help-doc/document-list";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { addressOf } from "@/lib/contracts/kit/operation";
import { helpDocumentList, helpDocumentOps } from "@/lib/contracts/base-data/help-doc";

export async function generateMetadata() {
  const t = await getTranslations("helpDoc");
  return { title: t("pageTitle") };
}

/** Help documents (menu 94): every signed-in user reads them; admins keep them and choose the operation manual. */
export default async function HelpDocumentsPage({ searchParams }: PageSearch) {
  const [user, t, parsed] = await Promise.all([requireUser(), getTranslations("helpDoc"), parsedListPage(helpDocumentList, searchParams)]);
  return (
    <PageFrame title={t("pageTitle")}>
      <HelpDocumentList
        {...parsed}
        userNo={user.userNo}
        markManual={addressOf(helpDocumentOps.markManual)}
        remove={addressOf(helpDocumentOps.remove)}
      />
    </PageFrame>
  );
}
