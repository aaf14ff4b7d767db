import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { StockList } from "@/components/warehouse-stock/stock-list";

export async function generateMetadata() {
  const t = await getTranslations("warehouseStock");
  return { title: t("title") };
}

export default async function Page() {
  const user = await requireUser();
  const t = await getTranslations("warehouseStock");
  return (
    <PageFrame title={t("title")}>
      <StockList userNo={user.userNo} />
    </PageFrame>
  );
}
