import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { StockList } from "@/components/warehouse-stock/stock-list";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { viewOf } from "@/lib/contracts/kit/list";
import { warehouseStockList } from "@/lib/contracts/erp-production/warehouse-stock";
import { stockTableState } from "@/components/warehouse-stock/state";

export async function generateMetadata() {
  const t = await getTranslations("warehouseStock");
  return { title: t("title") };
}

export default async function Page({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(warehouseStockList.list, stockTableState, searchParams)]);
  const t = await getTranslations("warehouseStock");
  return (
    <PageFrame title={t("title")}>
      <StockList {...parsed} view={viewOf(warehouseStockList)} userNo={user.userNo} />
    </PageFrame>
  );
}
