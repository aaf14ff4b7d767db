import { fixedMetadata, fixedTitle } from "@/lib/menu/page-title";
import { datePreset } from "@/lib/contracts/common";
import { requireUser } from "@/lib/portal/user";
import { PageHeader } from "@/components/shell/page-header";
import { PlanDetailsView } from "@/components/delivery-plan/plan-details";
import { deliveryPlanList, deliveryPlanOps } from "@/lib/contracts/erp-production/delivery-plan";
import { addressOf } from "@/lib/contracts/kit/operation";

export const generateMetadata = () => fixedMetadata("/SendPlan/Details");

/** Delivery plan details (docs/requirements.md §2): the plan per send date and customer. */
export default async function SendPlanDetailsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireUser();
  const [title, query] = await Promise.all([fixedTitle("/SendPlan/Details"), searchParams]);
  const range = datePreset.safeParse(query.range);
  return (
    <section className="flex min-w-0 flex-col gap-3">
      <PageHeader title={title} />
      <PlanDetailsView initialRange={range.success ? range.data : undefined} op={addressOf(deliveryPlanOps.details)} namespace={deliveryPlanList.namespace} />
    </section>
  );
}
