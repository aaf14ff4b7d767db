import { getTranslations } from "next-intl/server";
import { noticeEditorData } from "@/lib/notice/editor-data";
import { BackLink } from "@/components/common/back-link";
import { PageFrame } from "@/components/common/page-frame";
import { NoticeForm } from "@/components/notice/notice-form";
import { noticeFormParts } from "@/components/notice/form-parts";

export async function generateMetadata() {
  const t = await getTranslations("notice");
  return { title: t("new") };
}

export default async function NewNoticePage() {
  const [{ suppliers }, t] = await Promise.all([noticeEditorData(), getTranslations("notice")]);
  return (
    <PageFrame title={t("new")}>
      <BackLink href="/system/notice" label={t("manageTitle")} />
      <div className="max-w-4xl"><NoticeForm suppliers={suppliers} parts={noticeFormParts()} /></div>
    </PageFrame>
  );
}
