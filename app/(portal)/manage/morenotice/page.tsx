import { requireUser } from "@/lib/portal/user";
import { fixedMetadata, fixedTitle } from "@/lib/menu/page-title";
import { PageFrame } from "@/components/common/page-frame";
import { NoticeBoardList } from "@/components/notice/board-list";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { viewOf } from "@/lib/contracts/kit/list";
import { noticeBoard } from "@/lib/contracts/base-data/notice";
import { noticeBoardState } from "@/components/notice/state";

export const generateMetadata = () => fixedMetadata("/manage/morenotice");

/** More notices (docs/requirements.md §2): every notice the user may read now, with the §9 date filters and a search. */
export default async function MoreNoticePage({ searchParams }: PageSearch) {
  const [user, title, parsed] = await Promise.all([requireUser(), fixedTitle("/manage/morenotice"), parsedListPage(noticeBoard.list, noticeBoardState, searchParams)]);
  return (
    <PageFrame title={title}>
      <NoticeBoardList {...parsed} view={viewOf(noticeBoard)} userNo={user.userNo} />
    </PageFrame>
  );
}
