import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { QuotationPage } from "@/components/quotation/quotation-page";
import { PageFrame } from "@/components/common/page-frame";
import type { QuotationInitial } from "@/components/quotation/quotation-page";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { priceRecordList, quotationInvitations, quotationList } from "@/lib/contracts/erp-purchase/quotation";
import { tabOf, type QuotationTab } from "@/components/quotation/tabs";

export async function generateMetadata() {
  const t = await getTranslations("quotation");
  return { title: t("title") };
}

async function parsedTab(tab: QuotationTab, searchParams: PageSearch["searchParams"]): Promise<QuotationInitial> {
  switch (tab) {
    case "invitations":
      return { tab, ...(await parsedListPage(quotationInvitations, searchParams)) };
    case "quotes":
      return { tab, ...(await parsedListPage(quotationList, searchParams)) };
    case "prices":
      return { tab, ...(await parsedListPage(priceRecordList, searchParams)) };
  }
}

export default async function QuotationQueryPage({ searchParams }: PageSearch) {
  const user = await requireUser();
  const isSupplier = user.userType === "supplier";
  const initial = await parsedTab(tabOf((await searchParams).tab, isSupplier), searchParams);
  const t = await getTranslations("quotation");
  return (
    <PageFrame title={t("title")}>
      <QuotationPage userNo={user.userNo} isSupplier={isSupplier} initial={initial} />
    </PageFrame>
  );
}
