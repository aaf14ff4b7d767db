import { getTranslations } from "next-intl/server";
import { FileQuestion } from "lucide-react";
import { StatusPage } from "@/components/shell/status-page";

export async function generateMetadata() {
  const t = await getTranslations("notFound");
  return { title: t("title") };
}

/** docs/requirements.md §2: an unknown path ends here. */
export default async function NotFoundPage() {
  const t = await getTranslations("notFound");
  return <StatusPage code="404" icon={FileQuestion} title={t("title")} body={t("body")} back={t("back")} testId="page-404" />;
}
