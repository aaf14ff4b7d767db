import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { MaterialRuleList } from "@/components/material-rule/rule-list";
import { MaterialRuleTabs } from "@/components/material-rule/tabs";

export async function generateMetadata() {
  const t = await getTranslations("materialRule");
  return { title: t("title") };
}

export default async function MaterialRulePage() {
  const user = await requireUser();
  const t = await getTranslations("materialRule");
  return (
    <PageFrame title={t("title")}>
      <MaterialRuleTabs current="rules" />
      <MaterialRuleList userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
