import { Link } from "@/components/common/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { FileSearch } from "lucide-react";
import { noticeFilePath, noticeOps } from "@/lib/contracts/base-data/notice";
import { dashboardContext } from "@/lib/dashboard/context";
import { fixedMetadata, fixedTitle } from "@/lib/menu/page-title";
import { callOpJson } from "@/lib/upstream/client";
import { addressOf } from "@/lib/contracts/kit/operation";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/shell/empty-state";
import { PageHeader } from "@/components/shell/page-header";
import { LevelBadge } from "@/components/notice/level-badge";
import { SanitizedHtml } from "@/components/notice/notice-body";
import { ConfirmNoticeButton } from "@/components/notice/confirm-button";

export const generateMetadata = () => fixedMetadata("/manage/morenotice/generalcontentshow");

/** Notice content display (docs/requirements.md §2): the notice named by ?id= when the service lets this user read it; plays its video. */
export default async function NoticeContentPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const ctx = await dashboardContext();
  const [query, t, tn, format, title] = await Promise.all([
    searchParams, getTranslations("pages"), getTranslations("notice"), getFormatter(), fixedTitle("/manage/morenotice/generalcontentshow"),
  ]);
  const id = typeof query.id === "string" && /^\d{1,9}$/.test(query.id) ? Number(query.id) : 0;
  const res = id ? await callOpJson(noticeOps.view, { token: ctx.token, locale: ctx.locale, params: { id } }) : null;
  const notice = res?.returnCode === 200 ? res.data : undefined;
  const back = (
    <Link href="/manage/morenotice" className={buttonVariants({ variant: "outline" })}>
      {t("notice.back")}
    </Link>
  );
  if (!notice) {
    return (
      <section>
        <PageHeader title={title} />
        <div className="rounded-lg border border-border bg-card shadow-sm">
          <EmptyState icon={FileSearch} title={t("notice.notFoundTitle")} body={t("notice.notFoundBody")} action={back} />
        </div>
      </section>
    );
  }
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  return (
    <article className="max-w-4xl" data-testid="notice-content">
      <PageHeader title={notice.title} description={tn("view.window", { from: when(notice.startsAt), to: when(notice.endsAt) })} />
      <div className="space-y-4 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6">
        <LevelBadge level={notice.level} always />
        {notice.body ? <SanitizedHtml html={notice.body} testId="notice-body" /> : <p className="text-sm text-muted-foreground">{t("notice.noBody")}</p>}
        {notice.videoFileId && (
          <figure>
            <figcaption className="mb-2 text-sm font-medium">{tn("view.video")}</figcaption>
            <video src={noticeFilePath(notice.videoFileId)} controls preload="metadata" className="w-full rounded bg-black" data-testid="notice-video" />
          </figure>
        )}
        <div className="flex flex-wrap items-center gap-3 border-t border-border pt-4 print:hidden">
          <ConfirmNoticeButton id={notice.id} confirmedAt={notice.confirmedAt} op={addressOf(noticeOps.confirm)} />
          {back}
        </div>
      </div>
    </article>
  );
}
