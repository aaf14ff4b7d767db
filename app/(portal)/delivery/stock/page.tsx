import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { StockList } from "@/components/warehouse-stock/stock-list";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { warehouseStockList } from "@/lib/contracts/erp-production/warehouse-stock";

export async function generateMetadata() {
  const t = await getTranslations("warehouseStock");
  return { title: t("title") };
}

export default async function Page({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(warehouseStockList, searchParams)]);
  const t = await getTranslations("warehouseStock");
  return (
    <PageFrame title={t("title")}>
      <StockList {...parsed} userNo={user.userNo} />
    </PageFrame>
  );
}
