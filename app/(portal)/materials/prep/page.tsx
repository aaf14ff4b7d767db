import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { MaterialPrepList } from "@/components/material-prep/task-list";

export async function generateMetadata() {
  const t = await getTranslations("materialPrep");
  return { title: t("title") };
}

export default async function MaterialPrepPage() {
  const user = await requireUser();
  const t = await getTranslations("materialPrep");
  return (
    <PageFrame title={t("title")}>
      <MaterialPrepList userNo={user.userNo} />
    </PageFrame>
  );
}
