import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { LabelPrintList } from "@/components/label-print/label-list";

export async function generateMetadata() {
  const t = await getTranslations("labelPrint");
  return { title: t("title") };
}

export default async function LabelPrintPage() {
  const user = await requireUser();
  const t = await getTranslations("labelPrint");
  return (
    <PageFrame title={t("title")}>
      <LabelPrintList userNo={user.userNo} />
    </PageFrame>
  );
}
