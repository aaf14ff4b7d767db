import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { HelpDocumentList } from "@/components/help-doc/document-list";

export async function generateMetadata() {
  const t = await getTranslations("helpDoc");
  return { title: t("pageTitle") };
}

/** Help documents (menu 94): every signed-in user reads them; admins keep them and choose the operation manual. */
export default async function HelpDocumentsPage() {
  const [user, t] = await Promise.all([requireUser(), getTranslations("helpDoc")]);
  return (
    <PageFrame title={t("pageTitle")}>
      <HelpDocumentList userNo={user.userNo} />
    </PageFrame>
  );
}
