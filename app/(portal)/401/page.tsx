import { getTranslations } from "next-intl/server";
import { ShieldX } from "lucide-react";
import { StatusPage } from "@/components/shell/status-page";

export async function generateMetadata() {
  const t = await getTranslations("forbidden");
  return { title: t("title") };
}

/** docs/requirements.md §2: a page the user's menu does not permit. */
export default async function ForbiddenPage() {
  const t = await getTranslations("forbidden");
  return <StatusPage code="401" icon={ShieldX} title={t("title")} body={t("body")} back={t("back")} testId="page-401" />;
}
