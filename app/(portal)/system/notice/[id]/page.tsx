import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { noticeEditorData } from "@/lib/notice/editor-data";
import { BackLink } from "@/components/common/back-link";
import { PageFrame } from "@/components/common/page-frame";
import { NoticeForm } from "@/components/notice/notice-form";
import { noticeFormParts } from "@/components/notice/form-parts";
import { DocumentTab } from "@/components/shell/document-tab";

export async function generateMetadata() {
  const t = await getTranslations("notice");
  return { title: t("edit") };
}

export default async function EditNoticePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const [{ suppliers, notice }, t] = await Promise.all([noticeEditorData(Number(id)), getTranslations("notice")]);
  if (!notice) notFound();
  return (
    <>
      <DocumentTab title={(await generateMetadata()).title} />
      <PageFrame title={t("edit")}>
        <BackLink href="/system/notice" label={t("manageTitle")} />
        <div className="max-w-4xl"><NoticeForm notice={notice} suppliers={suppliers} parts={noticeFormParts()} /></div>
      </PageFrame>
    </>
  );
}
