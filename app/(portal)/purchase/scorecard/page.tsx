import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { supplierScoreRanking } from "@/lib/contracts/erp-purchase/supplier-score";
import { RankingList } from "@/components/supplier-score/ranking-list";
import { CardPage } from "@/components/supplier-score/card-page";

export async function generateMetadata() {
  const t = await getTranslations("supplierScore");
  return { title: t("title") };
}

/** Buyers rank the company's suppliers here; a supplier finds its own scorecard instead. */
export default async function ScorecardPage({ searchParams }: PageSearch) {
  const user = await requireUser();
  if (user.userType === "supplier") return <CardPage search={await searchParams} />;
  const parsed = await parsedListPage(supplierScoreRanking, searchParams);
  const t = await getTranslations("supplierScore");
  return (
    <PageFrame title={t("title")}>
      <RankingList {...parsed} userNo={user.userNo} />
    </PageFrame>
  );
}
