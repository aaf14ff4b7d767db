import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { MaterialNoticeList } from "@/components/material-rule/notice-list";
import { MaterialRuleTabs } from "@/components/material-rule/tabs";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { viewOf } from "@/lib/contracts/kit/list";
import { materialNoticeList } from "@/lib/contracts/erp-purchase/material-rule";
import { materialNoticeTableState } from "@/components/material-rule/state";

export async function generateMetadata() {
  const t = await getTranslations("materialRule");
  return { title: t("noticeSheet") };
}

export default async function MaterialNoticePage({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(materialNoticeList.list, materialNoticeTableState, searchParams)]);
  const t = await getTranslations("materialRule");
  return (
    <PageFrame title={t("title")}>
      <MaterialRuleTabs current="notices" />
      <MaterialNoticeList {...parsed} view={viewOf(materialNoticeList)} userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
