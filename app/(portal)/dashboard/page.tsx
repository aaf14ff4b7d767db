import { Suspense } from "react";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { dashboardContext } from "@/lib/dashboard/context";
import { getSuggestedFunctions } from "@/lib/dashboard/frequent";
import { showsScorecard } from "@/lib/dashboard/scorecard";
import { AnnouncementsSection } from "@/components/shell/dashboard/announcements-section";
import { FrequentSection } from "@/components/shell/dashboard/frequent-section";
import { Greeting } from "@/components/shell/dashboard/greeting";
import { HelpSection } from "@/components/shell/dashboard/help-section";
import { InvoicesSection } from "@/components/shell/dashboard/invoices-section";
import { ScorecardSection } from "@/components/shell/dashboard/scorecard-section";
import { DashboardSkeleton } from "@/components/shell/dashboard/section";
import { TodoSection } from "@/components/shell/dashboard/todo-section";
import { WarningsSection } from "@/components/shell/dashboard/warnings-section";

export async function generateMetadata() {
  const t = await getTranslations("dashboard");
  return { title: t("title") };
}

/** The home page (docs/requirements.md §1): each section comes from its own seam in lib/dashboard; they load side by side and show together. */
export default async function DashboardPage() {
  const ctx = await dashboardContext();
  if (ctx.user.isFirstTimeLogin) redirect("/updatePassword");
  const [t, suggestions] = await Promise.all([getTranslations("dashboard"), getSuggestedFunctions()]);
  return (
    <div className="space-y-4" data-testid="dashboard">
      <Greeting user={ctx.user} />
      {/* One boundary for every section: sections resolving one by one in any order moved those below them (CLS). */}
      <Suspense fallback={<DashboardSkeleton />}>
        <div className="grid gap-4 lg:grid-cols-3">
          <TodoSection ctx={ctx} />
          <WarningsSection ctx={ctx} />
          <InvoicesSection ctx={ctx} />
        </div>
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            <FrequentSection suggestions={suggestions} title={t("frequent.title")} />
          </div>
          <HelpSection ctx={ctx} />
        </div>
        {showsScorecard(ctx) && (
          <div className="grid gap-4 lg:grid-cols-2">
            <ScorecardSection ctx={ctx} />
          </div>
        )}
        <AnnouncementsSection ctx={ctx} />
      </Suspense>
    </div>
  );
}
