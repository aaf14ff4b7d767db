import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { VmiMaterialList } from "@/components/vmi-inventory/material-list";
import { VmiTabs } from "@/components/vmi-inventory/vmi-tabs";

export async function generateMetadata() {
  const t = await getTranslations("vmiInventory");
  return { title: t("title") };
}

export default async function VmiInventoryPage() {
  const user = await requireUser();
  const t = await getTranslations("vmiInventory");
  return (
    <PageFrame title={t("title")}>
      <VmiTabs current="materials" />
      <VmiMaterialList userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
