import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { ProcessingOrderList } from "@/components/processing-order/order-list";
import { PageFrame } from "@/components/common/page-frame";
import { parsedListPage } from "@/lib/portal/first-page";
import { processingOrderList } from "@/lib/contracts/erp-production/processing-order";
import { missingFilter } from "@/components/processing-order/missing-filter";

export async function generateMetadata() {
  const t = await getTranslations("processingOrder");
  return { title: t("unfinishedTitle") };
}

/** The unfinished order list: the processing order list held to unfinished orders, most overdue first. */
export default async function UnfinishedOrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  if (params.progress !== "open") {
    const q = new URLSearchParams({ outboundDateRange: "lastThreeMonths", sort: "-overdueDays" });
    for (const [k, v] of Object.entries(params)) if (typeof v === "string" && k !== "progress") q.set(k, v);
    q.set("progress", "open");
    redirect(`/processing/unfinished?${q}`);
  }
  const user = await requireUser();
  const parsed = await parsedListPage(processingOrderList, params, (s) => !!missingFilter(s.filters, user.userType === "supplier"));
  const t = await getTranslations("processingOrder");
  return (
    <PageFrame title={t("unfinishedTitle")}>
      <ProcessingOrderList {...parsed} userNo={user.userNo} userType={user.userType} unfinished />
    </PageFrame>
  );
}
