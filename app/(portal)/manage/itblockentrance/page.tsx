import { getTranslations } from "next-intl/server";
import { rights } from "@/lib/rights/codes";
import { hasRights } from "@/lib/rights/has-rights";
import { requireUser } from "@/lib/portal/user";
import { dashboardContext } from "@/lib/dashboard/context";
import { getHelpChannels } from "@/lib/dashboard/help";
import { fixedMetadata, fixedTitle } from "@/lib/menu/page-title";
import { PageHeader } from "@/components/shell/page-header";
import { ItReportPageBody } from "@/components/it-report/report-page";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { itReportList } from "@/lib/contracts/base-data/it-report";
import { itReportFormParts } from "@/components/it-report/form-parts";

export const generateMetadata = () => fixedMetadata("/manage/itblockentrance");

/** IT fault report application (docs/requirements.md §2): report a fault and follow it; IT (admin) works the whole queue here. */
export default async function ItReportPage({ searchParams }: PageSearch) {
  const [user, help, t, title, parsed] = await Promise.all([requireUser(), dashboardContext().then(getHelpChannels), getTranslations("pages"),
    fixedTitle("/manage/itblockentrance"), parsedListPage(itReportList, searchParams)]);
  const desk = hasRights(user, [rights.itReport.view, rights.itReport.handle]);
  return (
    <section className="flex min-w-0 flex-col gap-4">
      <PageHeader title={title} description={`${t("itDesk.intro")} ${help.email} · ${help.phone}`} />
      <ItReportPageBody list={parsed} form={desk ? null : itReportFormParts()} userNo={user.userNo} desk={desk} />
    </section>
  );
}
