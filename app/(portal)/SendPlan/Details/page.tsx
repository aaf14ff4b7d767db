import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CalendarClock } from "lucide-react";
import { fixedMetadata, fixedTitle } from "@/lib/menu/page-title";
import { hrefForComponent } from "@/lib/menu/model";
import { menuModel } from "@/lib/menu/server";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/shell/empty-state";
import { PageHeader } from "@/components/shell/page-header";

export const generateMetadata = () => fixedMetadata("/SendPlan/Details");

/** Delivery plan details (docs/requirements.md §2): a frame until the delivery-plan module provides the content. */
export default async function SendPlanDetailsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [t, title, menu, query] = await Promise.all([getTranslations("pages"), fixedTitle("/SendPlan/Details"), menuModel(), searchParams]);
  const planList = hrefForComponent(menu.entries, "delivery/plan/index");
  const id = typeof query.id === "string" ? query.id : undefined;
  return (
    <section>
      <PageHeader title={title} description={id ? t("sendPlan.forPlan", { id }) : undefined} />
      <div className="rounded-lg border border-border bg-card shadow-sm">
        <EmptyState
          icon={CalendarClock}
          title={t("sendPlan.emptyTitle")}
          body={t("sendPlan.emptyBody")}
          action={
            planList && (
              <Link href={planList} className={buttonVariants({ variant: "outline" })}>
                {t("sendPlan.toList")}
              </Link>
            )
          }
        />
      </div>
    </section>
  );
}
