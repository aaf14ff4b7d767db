"use client";

import type { UserType } from "@/lib/contracts/base-data/user";
import { Link } from "@/components/common/link";
import { useTranslations } from "next-intl";
import { ExternalLink } from "lucide-react";
import { RecordDrawer } from "@/components/common/record-drawer";
import { OrderDetail, type OrderActionsApi } from "./order-detail";
import { orderDetailParts } from "./order-parts";

const parts = orderDetailParts();

/** The detail view of the list, in a side drawer; "open as page" leads to /purchase/order/{id}. */
export function OrderDrawer({
  order,
  userType,
  version,
  actions,
  onClose,
  onChanged,
}: {
  order: { id: number; pono: string } | null;
  userType: UserType;
  version: number;
  actions: OrderActionsApi;
  onClose: () => void;
  onChanged: () => void;
}) {
  const t = useTranslations();
  return (
    <RecordDrawer
      open={order !== null}
      onClose={onClose}
      title={t("purchaseOrder.detail.title", { pono: order?.pono ?? "" })}
      description={
        order ? (
          <Link href={`/purchase/order/${order.id}`} className="inline-flex w-fit items-center gap-1 text-primary hover:underline">
            {t("purchaseOrder.detail.openPage")}
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </Link>
        ) : (
          <span />
        )
      }
      className="sm:max-w-[min(80rem,94vw)]"
      testId="order-drawer"
    >
      {order && <OrderDetail orderId={order.id} userType={userType} version={version} actions={actions} onChanged={onChanged} parts={parts} />}
    </RecordDrawer>
  );
}
