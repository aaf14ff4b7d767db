import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { routeId } from "@/components/common/route-id";
import { StatementPrint } from "@/components/reconciliation-statement/statement-print";
import { documentDetail, documentNumber, documentTitle, type DocumentTitle } from "@/components/common/document-number";
import { reconciliationStatementOps } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { DocumentTab } from "@/components/shell/document-tab";

async function pageTitle({ params }: { params: Promise<{ id: string }> }): Promise<DocumentTitle> {
  const [t, id] = await Promise.all([getTranslations("reconciliationStatement.print"), routeId(params)]);
  return documentTitle(t("title"), await documentNumber(reconciliationStatementOps.detail, id, (d) => d.statementNo), "documentPrintTitle");
}

export const generateMetadata = pageTitle;

/** A hidden print route of docs/requirements.md §2 (inside the main layout), printed with react-to-print. */
export default async function StatementPrintViewPage({ params }: { params: Promise<{ id: string }> }) {
  await requireUser();
  const id = await routeId(params);
  const initial = await documentDetail(reconciliationStatementOps.detail, id);
  return (
    <>
      <DocumentTab {...await pageTitle({ params })} />
      <StatementPrint id={id} kind="statement" initial={initial} />
    </>
  );
}
