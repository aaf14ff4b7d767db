import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { VmiMovementList } from "@/components/vmi-inventory/movement-list";
import { VmiTabs } from "@/components/vmi-inventory/vmi-tabs";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { vmiMovementList } from "@/lib/contracts/erp-purchase/vmi-inventory";

export async function generateMetadata() {
  const t = await getTranslations("vmiInventory");
  return { title: `${t("title")} · ${t("tabs.movements")}` };
}

export default async function VmiMovementsPage({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(vmiMovementList, searchParams)]);
  const t = await getTranslations("vmiInventory");
  return (
    <PageFrame title={t("title")}>
      <VmiTabs current="movements" />
      <VmiMovementList {...parsed} userNo={user.userNo} />
    </PageFrame>
  );
}
