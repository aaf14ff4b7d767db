import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { routeId } from "@/components/common/route-id";
import { StatementDetailView } from "@/components/reconciliation-statement/statement-detail";
import { documentDetail, documentNumber, documentTitle, type DocumentTitle } from "@/components/common/document-number";
import { reconciliationStatementOps } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { DocumentTab } from "@/components/shell/document-tab";

async function pageTitle({ params }: { params: Promise<{ id: string }> }): Promise<DocumentTitle> {
  const [t, id] = await Promise.all([getTranslations("reconciliationStatement.print"), routeId(params)]);
  return documentTitle(t("title"), await documentNumber(reconciliationStatementOps.detail, id, (d) => d.statementNo));
}

export const generateMetadata = pageTitle;

export default async function StatementDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const id = await routeId(params);
  const initial = await documentDetail(reconciliationStatementOps.detail, id);
  return (
    <>
      <DocumentTab {...await pageTitle({ params })} />
      <StatementDetailView id={id} userType={user.userType} initial={initial} />
    </>
  );
}
