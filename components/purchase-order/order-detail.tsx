"use client";

import type { UserType } from "@/lib/contracts/base-data/user";
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { RequireRights } from "@/components/rights/require-rights";
import { Button, buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/common/link";
import { Skeleton } from "@/components/ui/skeleton";
import { AuditHistory } from "@/components/common/audit-history";
import { DisabledReason } from "@/components/common/disabled-reason";
import { EnumValue, renderValue } from "@/components/data-table/render-value";
import { formatMoney } from "@/components/common/format";
import { ZonedTime } from "@/components/common/zoned-time";
import { useDetail } from "@/lib/client/use-resource";
import type { PurchaseOrderDetail } from "@/lib/contracts/erp-purchase/purchase-order";
import { columnCaption } from "@/lib/contracts/kit/captions";
import type { OrderDetailParts } from "./order-parts";
import { rights } from "@/lib/rights/codes";
import { OrderLines } from "./order-lines";
import type { OrderTarget } from "./use-order-actions";
import { PriceReviewButton } from "./price-review-button";
import { PriceCheckTable, PriceReviewHistory } from "./price-check";
import { clientOnly } from "@/components/common/client-only";
import { ConversationSection } from "@/components/conversation/conversation-section";
import { OrderFiles } from "./order-files";

// The line confirmation form (its schema, the selects) loads when the pointer or focus reaches its button.
const loadConfirmForm = async () => ({ default: (await import("./confirm-form")).ConfirmForm });
const ConfirmForm = clientOnly(loadConfirmForm, <Skeleton className="h-40 w-full" />);

export interface OrderActionsApi {
  askReceive: (targets: OrderTarget[], mode: "single" | "batch") => void;
  askReject: (targets: OrderTarget[], mode: "single" | "batch") => void;
}

/** One purchase order: header, lines with their confirmations and differences, actions, history. */
export function OrderDetail({
  orderId,
  userType,
  version,
  actions,
  onChanged,
  parts,
  initial,
}: {
  orderId: number;
  userType: UserType;
  version: number;
  actions: OrderActionsApi;
  onChanged: () => void;
  parts: OrderDetailParts;
  /** The order the page's server read (the drawer has none). */
  initial?: PurchaseOrderDetail | null;
}) {
  const { view, ops } = parts;
  const t = useTranslations();
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const { data: o, loading, error } = useDetail(ops.detail, orderId, initial, version);

  if (error && !o) return <p role="alert" className="text-sm text-destructive">{error}</p>;
  if (loading && !o) return <Skeleton className="h-64 w-full" />;
  if (!o) return null;

  const target = [{ id: o.id, label: o.pono }];
  const decided = o.receiveStatus === "received" ? t("purchaseOrder.blocked.accepted")
    : o.receiveStatus === "rejected" ? t("purchaseOrder.blocked.declined") : null;
  const acceptBlocked = decided ?? (o.priceReviewStatus === "pending" ? t("purchaseOrder.blocked.priceReview") : null);
  const caption = (field: string) => t(columnCaption(view.namespace, field));
  const fields: [string, React.ReactNode][] = [
    [caption("podate"), o.podate],
    [caption("venno"), `${o.venno} ${o.vensname}`],
    [caption("username"), o.username],
    [caption("subcompanyid"), o.subcompanyid],
    [caption("currency"), o.currency],
    [caption("poType"), renderValue(t, view.columns.poType, o.poType)],
    [caption("isSend"), t(`enums.yesNo.${o.isSend ? "yes" : "no"}`)],
    [caption("opPerson"), o.opPerson],
    [t("purchaseOrder.detail.totalAmount"), `${formatMoney(o.totalAmount, locale)} ${o.currency}`],
    [t("purchaseOrder.detail.received"), o.receivedAt ? <><ZonedTime value={o.receivedAt} named /> · {o.receivedBy ?? ""}</> : "—"],
    [caption("remark"), o.remark || "—"],
  ];

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5" data-testid="order-detail" data-status={o.receiveStatus}>
      <div className="flex flex-wrap items-center gap-2">
        <EnumValue t={t} decl={view.columns.receiveStatus} value={o.receiveStatus} />
        <EnumValue t={t} decl={view.columns.auditStatus} value={o.auditStatus} />
        <EnumValue t={t} decl={view.columns.priceReviewStatus} value={o.priceReviewStatus} />
        <div className="ml-auto flex flex-wrap gap-2">
          {o.priceReviewStatus === "pending" && o.receiveStatus === "not_received" && userType !== "supplier" && (
            <PriceReviewButton op={ops.priceReview} orderId={o.id} onDone={onChanged} />
          )}
          <RequireRights anyOf={[rights.purchaseOrder.receive]}>
            <DisabledReason reason={acceptBlocked}>
              <Button size="sm" disabled={acceptBlocked !== null} onClick={() => actions.askReceive(target, "single")} data-testid="detail-receive">
                {t("purchaseOrder.receive.action")}
              </Button>
            </DisabledReason>
          </RequireRights>
          <RequireRights anyOf={[rights.purchaseOrder.reject]}>
            <DisabledReason reason={decided}>
              <Button size="sm" variant="destructive" disabled={decided !== null} onClick={() => actions.askReject(target, "single")} data-testid="detail-reject">
                {t("purchaseOrder.reject.action")}
              </Button>
            </DisabledReason>
          </RequireRights>
          {o.receiveStatus === "received" && userType === "supplier" && o.lines.some((l) => l.completeStatus === "open") && (
            <RequireRights anyOf={[rights.deliveryNotice.add]}>
              <Link href={`/delivery/notice/new?order=${o.id}`} className={buttonVariants({ size: "sm", variant: "outline" })} data-testid="order-ship-notice">
                {t("purchaseOrder.shipNotice")}
              </Link>
            </RequireRights>
          )}
          {o.receiveStatus === "received" && userType === "supplier" && !editing && (
            <RequireRights anyOf={[rights.purchaseOrder.confirm]}>
              <Button size="sm" onClick={() => setEditing(true)} onPointerEnter={() => void loadConfirmForm()} onFocus={() => void loadConfirmForm()} data-testid="detail-confirm">
                {t("purchaseOrder.confirm.action")}
              </Button>
            </RequireRights>
          )}
        </div>
      </div>
      {o.rejectReason && (
        <p className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm">
          {t("purchaseOrder.detail.rejectReason", { reason: o.rejectReason })}
        </p>
      )}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {fields.map(([k, v]) => (
          <div key={k} className="flex gap-2">
            <dt className="w-28 shrink-0 text-muted-foreground">{k}</dt>
            <dd className="min-w-0 break-words">{v}</dd>
          </div>
        ))}
      </dl>
      {o.priceCheck && (
        <section className="grid gap-2" data-testid="price-check">
          <h2 id="price-check-title" className="text-sm font-semibold">{t("purchaseOrder.priceCheck.title")}</h2>
          <p className="text-sm text-muted-foreground">
            {t("purchaseOrder.priceCheck.summary", { failed: o.priceCheck.filter((l) => !l.passed).length, total: o.priceCheck.length })}
          </p>
          <PriceCheckTable lines={o.priceCheck} />
        </section>
      )}
      <section className="grid gap-2">
        <h2 id="lines-title" className="text-sm font-semibold">
          {editing ? t("purchaseOrder.confirm.title") : t("purchaseOrder.detail.lines")}
        </h2>
        {editing ? (
          <ConfirmForm
            orderId={o.id}
            lines={o.lines.filter((l) => l.completeStatus === "open")}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              onChanged();
            }}
          />
        ) : (
          <OrderLines view={view} answerOp={ops.answer} orderId={o.id} lines={o.lines} canAnswer={userType !== "supplier"} onChanged={onChanged} />
        )}
      </section>
      <OrderFiles orderId={o.id} parts={parts} />
      <ConversationSection kind="order" documentId={o.id} lines={o.lines.map((l) => ({ id: l.id, label: `${l.lineNo} · ${l.itemno}` }))} />
      <AuditHistory op={ops.audit} id={o.id} version={version} states="receiveStatus" detail={PriceReviewHistory} />
    </div>
  );
}
