import { requireUser } from "@/lib/portal/user";
import { fixedMetadata, fixedTitle } from "@/lib/menu/page-title";
import { PageFrame } from "@/components/common/page-frame";
import { NoticeBoardList } from "@/components/notice/board-list";

export const generateMetadata = () => fixedMetadata("/manage/morenotice");

/** More notices (docs/requirements.md §2): every notice the user may read now, with the §9 date filters and a search. */
export default async function MoreNoticePage() {
  const [user, title] = await Promise.all([requireUser(), fixedTitle("/manage/morenotice")]);
  return (
    <PageFrame title={title}>
      <NoticeBoardList userNo={user.userNo} />
    </PageFrame>
  );
}
