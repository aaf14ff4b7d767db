import { getTranslations } from "next-intl/server";
import { LinkTabs } from "@/components/common/link-tabs";

/** The two views of VMI inventory, each its own page so each list keeps its filters in the URL. */
export async function VmiTabs({ current }: { current: "materials" | "movements" }) {
  const t = await getTranslations("vmiInventory.tabs");
  const tabs = [
    { key: "materials", href: "/materials/vmi", label: t("materials") },
    { key: "movements", href: "/materials/vmi/movements", label: t("movements") },
  ];
  return <LinkTabs label={t("materials")} current={current} tabs={tabs} testId="vmi-tab" />;
}
