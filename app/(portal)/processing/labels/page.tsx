import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { LabelPrintList } from "@/components/label-print/label-list";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { labelPrintList, processingLabelKinds } from "@/lib/contracts/label/label-print";

export async function generateMetadata() {
  const t = await getTranslations("labelPrint");
  return { title: t("title") };
}

export default async function LabelPrintPage({ searchParams }: PageSearch) {
  const [user, parsed] = await Promise.all([requireUser(), parsedListPage(labelPrintList, searchParams)]);
  const t = await getTranslations("labelPrint");
  return (
    <PageFrame title={t("title")}>
      <LabelPrintList {...parsed} kinds={processingLabelKinds} userNo={user.userNo} />
    </PageFrame>
  );
}
