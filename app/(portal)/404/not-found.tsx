import { getTranslations } from "next-intl/server";
import { FileQuestion } from "lucide-react";
import { StatusPage } from "@/components/shell/status-page";

/** docs/requirements.md §2: an unknown path ends here, answered with HTTP 404. */
export default async function NotFound() {
  const t = await getTranslations("notFound");
  return <StatusPage code="404" icon={FileQuestion} title={t("title")} body={t("body")} back={t("back")} testId="page-404" />;
}
