import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { MaterialNoticeList } from "@/components/material-rule/notice-list";
import { MaterialRuleTabs } from "@/components/material-rule/tabs";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { materialNoticeList } from "@/lib/contracts/erp-purchase/material-rule";

export async function generateMetadata() {
  const t = await getTranslations("materialRule");
  return { title: t("noticeSheet") };
}

export default async function MaterialNoticePage({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(materialNoticeList, searchParams)]);
  const t = await getTranslations("materialRule");
  return (
    <PageFrame title={t("title")}>
      <MaterialRuleTabs current="notices" />
      <MaterialNoticeList {...parsed} userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
