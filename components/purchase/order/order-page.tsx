"use client";

import { useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { ArrowLeft } from "lucide-react";
import { OrderDetail } from "./order-detail";
import { useOrderActions } from "./use-order-actions";

/** The purchase order detail as its own page (/purchase/order/{id}). */
export function OrderPage({ orderId, userType }: { orderId: number; userType: "admin" | "internal" | "supplier" }) {
  const t = useTranslations("purchase");
  const [version, setVersion] = useState(0);
  const bump = () => setVersion((v) => v + 1);
  const actions = useOrderActions(bump);
  return (
    <div className="grid gap-4 rounded-lg border bg-card p-4 border-border">
      <div className="flex items-center gap-3">
        <Link href="/purchase/order" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t("order.backToList")}
        </Link>
        <h1 className="text-lg font-semibold">{t("order.detailTitle")}</h1>
      </div>
      <OrderDetail orderId={orderId} userType={userType} version={version} actions={actions} onChanged={bump} />
      {actions.dialogs}
    </div>
  );
}
