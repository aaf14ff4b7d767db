import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { LabelPrintList } from "@/components/label-print/label-list";
import { firstListPage, type PageSearch } from "@/lib/portal/first-page";
import { labelPrintList } from "@/lib/contracts/label/label-print";
import { labelPrintTableState } from "@/components/label-print/state";

export async function generateMetadata() {
  const t = await getTranslations("labelPrint");
  return { title: t("title") };
}

export default async function LabelPrintPage({ searchParams }: PageSearch) {
  const [user, initial] = await Promise.all([requireUser(), firstListPage(labelPrintList.list, labelPrintTableState, searchParams)]);
  const t = await getTranslations("labelPrint");
  return (
    <PageFrame title={t("title")}>
      <LabelPrintList initial={initial} userNo={user.userNo} />
    </PageFrame>
  );
}
