import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { VmiMovementList } from "@/components/vmi-inventory/movement-list";
import { VmiTabs } from "@/components/vmi-inventory/vmi-tabs";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { viewOf } from "@/lib/contracts/kit/list";
import { vmiMovementList } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { vmiMovementTableState } from "@/components/vmi-inventory/state";

export async function generateMetadata() {
  const t = await getTranslations("vmiInventory");
  return { title: `${t("title")} · ${t("tabs.movements")}` };
}

export default async function VmiMovementsPage({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(vmiMovementList.list, vmiMovementTableState, searchParams)]);
  const t = await getTranslations("vmiInventory");
  return (
    <PageFrame title={t("title")}>
      <VmiTabs current="movements" />
      <VmiMovementList {...parsed} view={viewOf(vmiMovementList)} userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
