import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { NoticeManageList } from "@/components/notice/notice-list";

export async function generateMetadata() {
  const t = await getTranslations("notice");
  return { title: t("manageTitle") };
}

/** Notice management (notice release and confirmation): the session company's notices for their editors. */
export default async function NoticeManagePage() {
  const [user, t] = await Promise.all([requireUser(), getTranslations("notice")]);
  return (
    <PageFrame title={t("manageTitle")}>
      <NoticeManageList userNo={user.userNo} />
    </PageFrame>
  );
}
