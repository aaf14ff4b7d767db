import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { VmiMovementList } from "@/components/vmi-inventory/movement-list";
import { VmiTabs } from "@/components/vmi-inventory/vmi-tabs";

export async function generateMetadata() {
  const t = await getTranslations("vmiInventory");
  return { title: `${t("title")} · ${t("tabs.movements")}` };
}

export default async function VmiMovementsPage() {
  const user = await requireUser();
  const t = await getTranslations("vmiInventory");
  return (
    <PageFrame title={t("title")}>
      <VmiTabs current="movements" />
      <VmiMovementList userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
