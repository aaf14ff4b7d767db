import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { MaterialRuleList } from "@/components/material-rule/rule-list";
import { MaterialRuleTabs } from "@/components/material-rule/tabs";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { addressOf } from "@/lib/contracts/kit/operation";
import { materialRuleList, materialRuleOps } from "@/lib/contracts/erp-purchase/material-rule";

export async function generateMetadata() {
  const t = await getTranslations("materialRule");
  return { title: t("title") };
}

export default async function MaterialRulePage({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(materialRuleList, searchParams)]);
  const t = await getTranslations("materialRule");
  return (
    <PageFrame title={t("title")}>
      <MaterialRuleTabs current="rules" />
      <MaterialRuleList
        {...parsed}
        userNo={user.userNo}
        userType={user.userType}
        calls={{ remove: addressOf(materialRuleOps.remove), generate: addressOf(materialRuleOps.generate) }}
      />
    </PageFrame>
  );
}
