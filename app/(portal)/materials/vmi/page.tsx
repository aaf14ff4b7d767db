import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { VmiMaterialList } from "@/components/vmi-inventory/material-list";
import { VmiTabs } from "@/components/vmi-inventory/vmi-tabs";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { addressOf } from "@/lib/contracts/kit/operation";
import { vmiInventoryList } from "@/lib/contracts/erp-purchase/vmi-inventory";

export async function generateMetadata() {
  const t = await getTranslations("vmiInventory");
  return { title: t("title") };
}

export default async function VmiInventoryPage({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(vmiInventoryList, searchParams)]);
  const t = await getTranslations("vmiInventory");
  return (
    <PageFrame title={t("title")}>
      <VmiTabs current="materials" />
      <VmiMaterialList {...parsed} userNo={user.userNo} userType={user.userType} listOp={addressOf(vmiInventoryList.list)} />
    </PageFrame>
  );
}
