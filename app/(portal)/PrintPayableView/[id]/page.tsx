import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { routeId } from "@/components/common/route-id";
import { StatementPrint } from "@/components/reconciliation-statement/statement-print";

export async function generateMetadata() {
  const t = await getTranslations("reconciliationStatement.print");
  return { title: t("payableTitle") };
}

/** A hidden print route of docs/requirements.md §2 (inside the main layout), printed with react-to-print. */
export default async function StatementPayablePrintPage({ params }: { params: Promise<{ id: string }> }) {
  await requireUser();
  const id = await routeId(params);
  return <StatementPrint id={id} kind="payable" />;
}
