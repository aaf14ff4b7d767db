import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { NoticeManageList } from "@/components/notice/notice-list";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { addressOf } from "@/lib/contracts/kit/operation";
import { noticeList, noticeOps } from "@/lib/contracts/base-data/notice";

export async function generateMetadata() {
  const t = await getTranslations("notice");
  return { title: t("manageTitle") };
}

/** Notice management (notice release and confirmation): the session company's notices for their editors. */
export default async function NoticeManagePage({ searchParams }: PageSearch) {
  const [user, t, parsed] = await Promise.all([requireUser(), getTranslations("notice"), parsedListPage(noticeList, searchParams)]);
  return (
    <PageFrame title={t("manageTitle")}>
      <NoticeManageList {...parsed} userNo={user.userNo} setStatus={addressOf(noticeOps.setStatus)} remove={addressOf(noticeOps.remove)} />
    </PageFrame>
  );
}
