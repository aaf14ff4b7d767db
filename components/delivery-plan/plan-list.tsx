"use client";

import { useMemo } from "react";
import { Link } from "@/components/common/link";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import { callOp } from "@/lib/client/request";
import type { DeliveryPlanFilters, DeliveryPlanRow, deliveryPlanOps } from "@/lib/contracts/erp-production/delivery-plan";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import { rights } from "@/lib/rights/codes";
import { useHasRights } from "@/lib/rights/context";
import { SelectFilter, useListPage } from "@/components/data-table";
import { declaredColumns, declaredOf } from "@/components/data-table/list-columns";
import { ListView } from "@/components/data-table/list-view";
import { rowActionsColumn } from "@/components/data-table/row-actions-column";
import { useConfirmedAction } from "@/components/common/confirm-action";
import { MenuItem } from "@/components/ui/menu-lazy";
import { buttonVariants } from "@/components/ui/button";
import type { ParsedList } from "@/lib/table-state/initial-page";

/** The release and confirm calls' addresses: given, the list is the notice release and confirmation screen. */
export type PlanTransitions = { release: OpAddress<typeof deliveryPlanOps.release>; confirm: OpAddress<typeof deliveryPlanOps.confirm> };

/**
 * The delivery plan list (one row per notice line, every §3 field), and with `release` the notice release and
 * confirmation screen: release a draft (sales, planning), confirm a released notice (warehouse), each asked first.
 * The page parses the URL and hands over the state, the codec's shape, the list's view and the calls' addresses.
 */
export function PlanList({ userNo, release, initial, state, codec, view }: {
  userNo: string;
  release?: PlanTransitions;
} & ParsedList<DeliveryPlanRow, DeliveryPlanFilters>) {
  const t = useTranslations();
  const list = useListPage<DeliveryPlanRow, DeliveryPlanFilters>({ initial, state, codec, view });
  const canRelease = useHasRights([rights.noticeRelease.add]);
  const canConfirm = useHasRights([rights.noticeRelease.confirm]);
  const confirmed = useConfirmedAction(() => list.data.reload());
  const columns = useMemo(() => {
    const fields = declaredColumns<DeliveryPlanRow>(declaredOf(view), t);
    if (!release) return fields;
    const act = (r: DeliveryPlanRow, kind: "release" | "confirm") => confirmed.ask({
      title: t(`deliveryPlan.${kind}`),
      body: t(kind === "release" ? "deliveryPlan.confirmRelease" : "deliveryPlan.confirmConfirm", { noticeNo: r.noticeNo }),
      action: t(`deliveryPlan.${kind}`),
      run: async () => {
        await callOp(release[kind], { params: { id: r.planId } });
        toast.success(t(kind === "release" ? "deliveryPlan.released" : "deliveryPlan.confirmed", { noticeNo: r.noticeNo }));
      },
    });
    const menu = rowActionsColumn<DeliveryPlanRow>(t, (r) => t("deliveryPlan.rowActions", { noticeNo: r.noticeNo }), (r) => (
      <>
        <MenuItem disabled={!canRelease || r.status !== "draft"} onSelect={() => act(r, "release")}>{t("deliveryPlan.release")}</MenuItem>
        <MenuItem disabled={!canConfirm || r.status !== "released"} onSelect={() => act(r, "confirm")}>{t("deliveryPlan.confirm")}</MenuItem>
      </>
    ));
    return [...fields, menu];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ask is a stable setter
  }, [t, view, release, canRelease, canConfirm]);
  return (
    <>
      <ListView
        decl={view}
        list={list}
        userNo={userNo}
        columns={columns}
        filters={{ fields: { due: (
          <SelectFilter label={t("deliveryPlan.due")} name="due" options={[
            { value: "soon", label: t("deliveryPlan.dueSoon") }, { value: "overdue", label: t("deliveryPlan.dueOverdue") },
          ]} />
        ) } }}
        exportRight={rights.deliveryPlan.export}
        actions={<Link href="/SendPlan/Details" className={buttonVariants({ variant: "outline", size: "sm" })} data-testid="plan-details-link">{t("deliveryPlan.toDetails")}</Link>}
      />
      {confirmed.dialog}
    </>
  );
}
