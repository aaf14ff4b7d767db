import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { MaterialNoticeList } from "@/components/material-rule/notice-list";
import { MaterialRuleTabs } from "@/components/material-rule/tabs";

export async function generateMetadata() {
  const t = await getTranslations("materialRule");
  return { title: t("noticeSheet") };
}

export default async function MaterialNoticePage() {
  const user = await requireUser();
  const t = await getTranslations("materialRule");
  return (
    <PageFrame title={t("title")}>
      <MaterialRuleTabs current="notices" />
      <MaterialNoticeList userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
