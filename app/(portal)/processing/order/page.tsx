import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { ProcessingOrderList } from "@/components/processing-order/order-list";
import { PageFrame } from "@/components/common/page-frame";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { processingOrderList } from "@/lib/contracts/erp-production/processing-order";
import { missingFilter } from "@/components/processing-order/missing-filter";

export async function generateMetadata() {
  const t = await getTranslations("processingOrder");
  return { title: t("title") };
}

export default async function ProcessingOrderPage({ searchParams }: PageSearch) {
  const user = await requireUser();
  const parsed = await parsedListPage(processingOrderList, searchParams, (s) => !!missingFilter(s.filters, user.userType === "supplier"));
  const t = await getTranslations("processingOrder");
  return (
    <PageFrame title={t("title")}>
      <ProcessingOrderList {...parsed} userNo={user.userNo} userType={user.userType} />
    </PageFrame>
  );
}
