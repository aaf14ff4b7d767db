"use client";

import type { UserType } from "@/lib/contracts/base-data/user";
import { useState } from "react";
import { Link } from "@/components/common/link";
import { useTranslations } from "next-intl";
import { Pencil, Printer, XCircle, PackageCheck, Tags } from "lucide-react";
import type { deliveryNoticeOps, DeliveryNoticeDetail } from "@/lib/contracts/erp-purchase/delivery-notice";
import { deliveryNoticeColumns, deliveryNoticeNamespace } from "@/lib/contracts/erp-purchase/delivery-notice-columns";
import { columnCaption } from "@/lib/contracts/kit/captions";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import { useDetail } from "@/lib/client/use-resource";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { BackLink } from "@/components/common/back-link";
import { AuditHistory } from "@/components/common/audit-history";
import { ConversationSection } from "@/components/conversation/conversation-section";
import { EnumValue, renderValue } from "@/components/data-table/render-value";
import { NoticeLines } from "./notice-lines";
import { ScrollRegion } from "@/components/common/scroll-region";
import { openedOnce } from "@/components/common/client-only";

// The dialog (Radix, the form, the contract's schema) loads when the pointer or focus reaches the cancel button.
const loadCancelDialog = async () => ({ default: (await import("./cancel-dialog")).CancelNoticeDialog });
const CancelNoticeDialog = openedOnce(loadCancelDialog, (p) => p.notice !== null);

const headerFields = [
  "deliveryNo", "venno", "vensname", "requiredDept", "requiredDate", "deliverDate", "receiveCompany", "receiveAddress",
  "storageLocation", "deliveryMethod", "lotNo", "carPlate", "driverPhone", "lineCount", "totalQty", "createdBy", "createdAt", "remark",
] as const;
const urgentBadge = { enumName: "yesNo", tones: { yes: "destructive" } } as const;

/** The addresses of the operations the detail view reads, handed by the page so that no schema loads with it. */
export interface NoticeDetailOps {
  detail: OpAddress<typeof deliveryNoticeOps.detail>;
  audit: OpAddress<typeof deliveryNoticeOps.audit>;
}

const caption = (field: string) => columnCaption(deliveryNoticeNamespace, field);

/** One delivery notice: header, lines, actions (edit / cancel while open, print labels, print, record receipt), history. */
export function NoticeDetail({ id, userType, ops, initial }: { id: number; userType: UserType; ops: NoticeDetailOps; initial: DeliveryNoticeDetail | null }) {
  const t = useTranslations();
  const [version, setVersion] = useState(0);
  const [cancelling, setCancelling] = useState(false);
  const { data: n, loading, error } = useDetail(ops.detail, id, initial, version);

  if (error && !n) return <p role="alert" className="rounded-lg border bg-card p-4 text-sm text-destructive border-border">{error}</p>;
  if (loading && !n) return <Skeleton className="h-96 w-full" />;
  if (!n) return null;
  const open = n.status === "open";
  const value = (f: (typeof headerFields)[number]) => (n[f] === null || n[f] === "" ? "—" : renderValue(t, deliveryNoticeColumns[f], n[f], { named: true }));

  return (
    <div className="grid gap-4 rounded-lg border bg-card p-4 border-border" data-testid="notice-detail" data-status={n.status}>
      <div className="flex flex-wrap items-center gap-3">
        <BackLink href="/delivery/notice" label={t("deliveryNotice.backToList")} />
        <h1 className="text-lg font-semibold" data-testid="notice-no">{n.noticeNo}</h1>
        <EnumValue t={t} decl={deliveryNoticeColumns.status} value={n.status} />
        {n.urgent && <EnumValue t={t} decl={urgentBadge} value="yes" />}
        <div className="ml-auto flex flex-wrap gap-2">
          {open && (
            <RequireRights anyOf={[rights.deliveryNotice.edit]}>
              <Link href={`/delivery/notice/${n.id}/edit`} className={buttonVariants({ size: "sm", variant: "outline" })} data-testid="edit-notice">
                <Pencil aria-hidden="true" />
                {t("deliveryNotice.edit")}
              </Link>
            </RequireRights>
          )}
          {open && (
            <RequireRights anyOf={[rights.deliveryNotice.delete]}>
              <Button size="sm" variant="destructive" onClick={() => setCancelling(true)} onPointerEnter={() => void loadCancelDialog()} onFocus={() => void loadCancelDialog()} data-testid="cancel-notice">
                <XCircle aria-hidden="true" />
                {t("deliveryNotice.cancel.action")}
              </Button>
            </RequireRights>
          )}
          {open && userType !== "supplier" && (
            <RequireRights anyOf={[rights.purchaseReceipt.add]}>
              <Link href={`/purchase/receipt/new?notice=${n.id}`} className={buttonVariants({ size: "sm", variant: "outline" })} data-testid="record-receipt">
                <PackageCheck aria-hidden="true" />
                {t("purchaseReceipt.record")}
              </Link>
            </RequireRights>
          )}
          {n.status !== "cancelled" && userType === "supplier" && (
            <RequireRights anyOf={[rights.purchaseLabel.add]}>
              <Link href={`/purchase/label/new?notice=${n.id}`} className={buttonVariants({ size: "sm", variant: "outline" })} data-testid="print-labels">
                <Tags aria-hidden="true" />
                {t("deliveryNotice.printLabels")}
              </Link>
            </RequireRights>
          )}
          <RequireRights anyOf={[rights.deliveryNotice.print]}>
            <Link href={`/delivery/notice/${n.id}/print`} className={buttonVariants({ size: "sm" })} data-testid="print-notice">
              <Printer aria-hidden="true" />
              {t("deliveryNotice.print.action")}
            </Link>
          </RequireRights>
        </div>
      </div>
      {n.cancelReason && <p className="text-sm text-muted-foreground">{t("deliveryNotice.cancel.reasonShown", { reason: n.cancelReason })}</p>}
      {n.lateReason && (
        <p className="text-sm text-amber-900" data-testid="late-reason">
          {t(caption("lateReason"))}: {n.lateReason}
        </p>
      )}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {headerFields.map((f) => (
          <div key={f} className="flex gap-2">
            <dt className="w-28 shrink-0 text-muted-foreground">{t(caption(f))}</dt>
            <dd className="min-w-0 break-words">{value(f)}</dd>
          </div>
        ))}
      </dl>
      <section className="grid gap-2">
        <h2 id="notice-lines-h" className="text-sm font-semibold">{t("deliveryNotice.form.lines")}</h2>
        <ScrollRegion label={t("deliveryNotice.form.lines")}>
          <NoticeLines lines={n.lines} />
        </ScrollRegion>
      </section>
      <ConversationSection kind="asn" documentId={n.id} lines={n.lines.map((l) => ({ id: l.id, label: `${l.lineNo} · ${l.pono}-${l.poLineNo} · ${l.itemno}` }))} />
      <AuditHistory op={ops.audit} id={n.id} version={version} states={deliveryNoticeColumns.status.enumName} />
      <CancelNoticeDialog
        notice={cancelling ? n : null}
        onClose={() => setCancelling(false)}
        onDone={() => {
          setCancelling(false);
          setVersion((v) => v + 1);
        }}
      />
    </div>
  );
}
