import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { OwedQuantityList } from "@/components/owed-quantity/owed-list";
import { PageFrame } from "@/components/common/page-frame";

export async function generateMetadata() {
  const t = await getTranslations("owedQuantity");
  return { title: t("title") };
}

export default async function OwedQuantityPage() {
  const user = await requireUser();
  const t = await getTranslations("owedQuantity");
  return (
    <PageFrame title={t("title")}>
      <OwedQuantityList userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
