import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { MaterialRuleList } from "@/components/material-rule/rule-list";
import { MaterialRuleTabs } from "@/components/material-rule/tabs";
import { firstListPage, type PageSearch } from "@/lib/portal/first-page";
import { materialRuleList } from "@/lib/contracts/erp-purchase/material-rule";
import { materialRuleTableState } from "@/components/material-rule/state";

export async function generateMetadata() {
  const t = await getTranslations("materialRule");
  return { title: t("title") };
}

export default async function MaterialRulePage({ searchParams }: PageSearch) {
  const [user, initial] = await Promise.all([requireUser(), firstListPage(materialRuleList.list, materialRuleTableState, searchParams)]);
  const t = await getTranslations("materialRule");
  return (
    <PageFrame title={t("title")}>
      <MaterialRuleTabs current="rules" />
      <MaterialRuleList initial={initial} userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
