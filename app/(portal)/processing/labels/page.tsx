import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { LabelPrintList } from "@/components/label-print/label-list";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { viewOf } from "@/lib/contracts/kit/list";
import { labelPrintList, processingLabelKinds } from "@/lib/contracts/label/label-print";
import { labelPrintTableState } from "@/components/label-print/state";

export async function generateMetadata() {
  const t = await getTranslations("labelPrint");
  return { title: t("title") };
}

export default async function LabelPrintPage({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(labelPrintList.list, labelPrintTableState, searchParams)]);
  const t = await getTranslations("labelPrint");
  return (
    <PageFrame title={t("title")}>
      <LabelPrintList {...parsed} view={viewOf(labelPrintList)} kinds={processingLabelKinds} userNo={user.userNo} />
    </PageFrame>
  );
}
