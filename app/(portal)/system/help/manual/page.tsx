import { Link } from "@/components/common/link";
import { getTranslations } from "next-intl/server";
import { BookOpen } from "lucide-react";
import { helpDocumentOps } from "@/lib/contracts/base-data/help-doc";
import { dashboardContext } from "@/lib/dashboard/context";
import { callOpJson } from "@/lib/upstream/client";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/shell/empty-state";
import { DocumentTab } from "@/components/shell/document-tab";
import { PageHeader } from "@/components/shell/page-header";
import { DocumentPreview, DownloadLink } from "@/components/help-doc/preview";

export async function generateMetadata() {
  const t = await getTranslations("helpDoc");
  return { title: t("manualTitle") };
}

/**
 * The dashboard's operation-manual link: the document an admin marked as the manual, shown in the page, or a
 * note that none is set. Its tab says "Operation manual", not the help document list's name it sits under.
 */
export default async function HelpManualPage() {
  const ctx = await dashboardContext();
  const [t, res] = await Promise.all([getTranslations("helpDoc"), callOpJson(helpDocumentOps.manual, { token: ctx.token, locale: ctx.locale })]);
  const manual = res.returnCode === 200 ? res.data : null;
  const all = (
    <Link href="/system/help" className={buttonVariants({ variant: "outline", size: "sm" })}>
      {t("allDocuments")}
    </Link>
  );
  if (!manual) {
    return (
      <section>
        <DocumentTab title={t("manualTitle")} />
        <PageHeader title={t("manualTitle")} />
        <div className="rounded-lg border border-border bg-card shadow-sm" data-testid="help-manual-missing">
          <EmptyState icon={BookOpen} title={t("manualMissingTitle")} body={t("manualMissingBody")} action={all} />
        </div>
      </section>
    );
  }
  return (
    <section className="flex min-w-0 flex-col gap-3" data-testid="help-manual">
      <DocumentTab title={t("manualTitle")} />
      <PageHeader title={manual.title} description={t("manualTitle")} />
      <div className="flex flex-wrap gap-2">
        <DownloadLink doc={manual} />
        {all}
      </div>
      <DocumentPreview doc={manual} />
    </section>
  );
}
