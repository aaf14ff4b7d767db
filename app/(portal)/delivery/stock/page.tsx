import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { StockList } from "@/components/warehouse-stock/stock-list";
import { firstListPage, type PageSearch } from "@/lib/portal/first-page";
import { warehouseStockList } from "@/lib/contracts/erp-production/warehouse-stock";
import { stockTableState } from "@/components/warehouse-stock/state";

export async function generateMetadata() {
  const t = await getTranslations("warehouseStock");
  return { title: t("title") };
}

export default async function Page({ searchParams }: PageSearch) {
  const [user, initial] = await Promise.all([requireUser(), firstListPage(warehouseStockList.list, stockTableState, searchParams)]);
  const t = await getTranslations("warehouseStock");
  return (
    <PageFrame title={t("title")}>
      <StockList initial={initial} userNo={user.userNo} />
    </PageFrame>
  );
}
