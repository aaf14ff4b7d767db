import { getTranslations } from "next-intl/server";
import { LinkTabs } from "@/components/common/link-tabs";

/** Rules and the notices they send: two pages, each list with its filters in the URL. */
export async function MaterialRuleTabs({ current }: { current: "rules" | "notices" }) {
  const t = await getTranslations("materialRule");
  const tabs = [
    { key: "rules", href: "/materials/rule", label: t("tabs.rules") },
    { key: "notices", href: "/materials/rule/notices", label: t("tabs.notices") },
  ];
  return <LinkTabs label={t("title")} current={current} tabs={tabs} testId="material-rule-tab" />;
}
