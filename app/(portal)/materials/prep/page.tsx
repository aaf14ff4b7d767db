import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { MaterialPrepList } from "@/components/material-prep/task-list";
import { firstListPage, type PageSearch } from "@/lib/portal/first-page";
import { materialPrepList } from "@/lib/contracts/erp-purchase/material-prep";
import { materialPrepTableState } from "@/components/material-prep/state";

export async function generateMetadata() {
  const t = await getTranslations("materialPrep");
  return { title: t("title") };
}

export default async function MaterialPrepPage({ searchParams }: PageSearch) {
  const [user, initial] = await Promise.all([requireUser(), firstListPage(materialPrepList.list, materialPrepTableState, searchParams)]);
  const t = await getTranslations("materialPrep");
  return (
    <PageFrame title={t("title")}>
      <MaterialPrepList initial={initial} userNo={user.userNo} />
    </PageFrame>
  );
}
