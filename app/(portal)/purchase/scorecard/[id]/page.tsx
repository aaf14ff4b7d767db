import { getTranslations } from "next-intl/server";
import { routeId } from "@/components/common/route-id";
import { CardPage } from "@/components/supplier-score/card-page";
import { DocumentTab } from "@/components/shell/document-tab";

export async function generateMetadata() {
  const t = await getTranslations("supplierScore");
  return { title: t("title") };
}

/** One supplier's scorecard: 24-month charts drawn on the server, and the lines behind every figure. */
export default async function SupplierScorecardPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [id, search] = await Promise.all([routeId(params), searchParams]);
  return <CardPage id={id} search={search} tab={(title) => <DocumentTab title={title} />} />;
}
