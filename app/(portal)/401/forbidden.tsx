import { getTranslations } from "next-intl/server";
import { ShieldX } from "lucide-react";
import { StatusPage } from "@/components/shell/status-page";

/** docs/requirements.md §2: a page the user's menu does not permit, answered with HTTP 403. */
export default async function Forbidden() {
  const t = await getTranslations("forbidden");
  return <StatusPage code="401" icon={ShieldX} title={t("title")} body={t("body")} back={t("back")} testId="page-401" />;
}
