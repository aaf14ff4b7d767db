"use client";

import type { UserType } from "@/lib/contracts/base-data/user";
import { Link } from "@/components/common/link";
import { useTranslations } from "next-intl";
import { ExternalLink } from "lucide-react";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
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
    <Sheet open={order !== null} onOpenChange={(o) => !o && onClose()}>
      <SheetContent closeLabel={t("common.close")} className="w-full sm:max-w-[min(80rem,94vw)]" data-testid="order-drawer">
        <SheetHeader>
          <SheetTitle>{t("purchaseOrder.detail.title", { pono: order?.pono ?? "" })}</SheetTitle>
          <SheetDescription asChild>
            {order ? (
              <Link href={`/purchase/order/${order.id}`} className="inline-flex w-fit items-center gap-1 text-primary hover:underline">
                {t("purchaseOrder.detail.openPage")}
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </Link>
            ) : (
              <span />
            )}
          </SheetDescription>
        </SheetHeader>
        <div className="px-4 pb-6">
          {order && <OrderDetail orderId={order.id} userType={userType} version={version} actions={actions} onChanged={onChanged} parts={parts} />}
        </div>
      </SheetContent>
    </Sheet>
  );
}
