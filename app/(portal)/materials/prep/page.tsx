import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { MaterialPrepList } from "@/components/material-prep/task-list";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { addressOf } from "@/lib/contracts/kit/operation";
import { materialPrepList, materialPrepOps } from "@/lib/contracts/erp-purchase/material-prep";

export async function generateMetadata() {
  const t = await getTranslations("materialPrep");
  return { title: t("title") };
}

export default async function MaterialPrepPage({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(materialPrepList, searchParams)]);
  const t = await getTranslations("materialPrep");
  return (
    <PageFrame title={t("title")}>
      <MaterialPrepList {...parsed} userNo={user.userNo} remove={addressOf(materialPrepOps.remove)} />
    </PageFrame>
  );
}
