"use client";

import type { UserType } from "@/lib/contracts/base-data/user";
import type { PurchaseOrderDetail } from "@/lib/contracts/erp-purchase/purchase-order";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { BackLink } from "@/components/common/back-link";
import { Link } from "@/components/common/link";
import { buttonVariants } from "@/components/ui/button";
import { OrderDetail } from "./order-detail";
import { useOrderActions } from "./use-order-actions";
import type { OrderDetailParts } from "./order-parts";

/** The purchase order detail as its own page (/purchase/order/{id}), with its PDF to download (the address comes from the server: the contract stays out of the bundle). */
export function OrderPage({ orderId, userType, initial, parts, pdfHref }: { orderId: number; userType: UserType; initial: PurchaseOrderDetail | null; parts: OrderDetailParts; pdfHref: string }) {
  const t = useTranslations("purchaseOrder");
  const [version, setVersion] = useState(0);
  const bump = () => setVersion((v) => v + 1);
  const actions = useOrderActions(bump);
  const pono = initial?.pono;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-lg border bg-card p-4 border-border">
      <div className="flex flex-wrap items-center gap-3">
        <BackLink href="/purchase/order" label={t("backToList")} />
        <h1 className="text-lg font-semibold" data-testid="order-heading">{pono ? t("detail.title", { pono }) : t("detailTitle")}</h1>
        <div className="ml-auto flex flex-wrap gap-2">
          <Link href={`/purchase/order/${orderId}/print`} className={buttonVariants({ variant: "outline", size: "sm" })} data-testid="order-print">
            {t("document.print")}
          </Link>
          <a href={pdfHref} download className={buttonVariants({ variant: "outline", size: "sm" })} data-testid="order-pdf">
            {t("document.pdf")}
          </a>
        </div>
      </div>
      <OrderDetail orderId={orderId} userType={userType} version={version} actions={actions} onChanged={bump} parts={parts} initial={initial} />
      {actions.dialogs}
    </div>
  );
}
