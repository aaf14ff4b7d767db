import { getTranslations } from "next-intl/server";
import { TriangleAlert } from "lucide-react";
import type { DashboardContext } from "@/lib/dashboard/context";
import { getDeliveryWarnings, warningHorizonDays } from "@/lib/dashboard/warnings";
import { EmptyState } from "../empty-state";
import { Section, StatTile } from "./section";

export async function WarningsSection({ ctx }: { ctx: DashboardContext }) {
  const [warnings, t] = await Promise.all([getDeliveryWarnings(ctx), getTranslations("dashboard")]);
  return (
    <Section id="warnings" title={t("warnings.title")} icon={TriangleAlert}>
      {warnings === null ? (
        <EmptyState compact icon={TriangleAlert} title={t("warnings.emptyTitle")} body={t("warnings.emptyBody", { days: warningHorizonDays })} />
      ) : (
        <div className="grid grid-cols-2 gap-2">
          <StatTile label={t("warnings.dueSoon", { days: warningHorizonDays })} value={warnings.dueSoon} href={warnings.dueSoonHref} tone="warning" testId="warning-due-soon" />
          <StatTile label={t("warnings.overdue")} value={warnings.overdue} href={warnings.overdueHref} tone="danger" testId="warning-overdue" />
        </div>
      )}
    </Section>
  );
}
