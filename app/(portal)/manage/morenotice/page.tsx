import { requireUser } from "@/lib/portal/user";
import { fixedMetadata, fixedTitle } from "@/lib/menu/page-title";
import { PageFrame } from "@/components/common/page-frame";
import { NoticeBoardList } from "@/components/notice/board-list";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { noticeBoard } from "@/lib/contracts/base-data/notice";

export const generateMetadata = () => fixedMetadata("/manage/morenotice");

/** More notices (docs/requirements.md §2): every notice the user may read now, with the §9 date filters and a search. */
export default async function MoreNoticePage({ searchParams }: PageSearch) {
  const [user, title, parsed] = await Promise.all([requireUser(), fixedTitle("/manage/morenotice"), parsedListPage(noticeBoard, searchParams)]);
  return (
    <PageFrame title={title}>
      <NoticeBoardList {...parsed} userNo={user.userNo} />
    </PageFrame>
  );
}
