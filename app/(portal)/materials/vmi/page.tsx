import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { VmiMaterialList } from "@/components/vmi-inventory/material-list";
import { VmiTabs } from "@/components/vmi-inventory/vmi-tabs";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { viewOf } from "@/lib/contracts/kit/list";
import { addressOf } from "@/lib/contracts/kit/operation";
import { vmiInventoryList } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { vmiMaterialTableState } from "@/components/vmi-inventory/state";

export async function generateMetadata() {
  const t = await getTranslations("vmiInventory");
  return { title: t("title") };
}

export default async function VmiInventoryPage({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(vmiInventoryList.list, vmiMaterialTableState, searchParams)]);
  const t = await getTranslations("vmiInventory");
  return (
    <PageFrame title={t("title")}>
      <VmiTabs current="materials" />
      <VmiMaterialList {...parsed} view={viewOf(vmiInventoryList)} userNo={user.userNo} userType={user.userType} listOp={addressOf(vmiInventoryList.list)} />
    </PageFrame>
  );
}
