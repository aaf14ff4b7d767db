"use client";

import { useTranslations } from "next-intl";
import { purchaseReceiptList as list, purchaseReceiptOps, type ReceiptDetail as Detail } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { pathOf } from "@/lib/contracts/kit/operation";
import { useResource } from "@/lib/client/use-resource";
import { Skeleton } from "@/components/ui/skeleton";
import { EnumValue, renderValue } from "@/components/data-table/render-value";
import { ReceiptLines } from "./receipt-lines";
import { ConversationSection } from "@/components/conversation/conversation-section";

const fields = ["recdate", "rectype", "noticeNo", "venno", "venname", "subcompanyid", "carno", "receiver", "userid", "inputdate", "remark", "totalRecqty"] as const;

/** One goods receipt with its lines. */
export function ReceiptDetail({ id }: { id: number }) {
  const t = useTranslations();
  const op = purchaseReceiptOps.detail;
  const { data: r, loading, error } = useResource<Detail>(op.service, pathOf(op, { id }));
  if (error && !r) return <p role="alert" className="text-sm text-destructive">{error}</p>;
  if (loading && !r) return <Skeleton className="h-64 w-full" />;
  if (!r) return null;
  return (
    <div className="grid gap-4" data-testid="receipt-detail">
      <div className="flex flex-wrap items-center gap-2">
        <EnumValue t={t} decl={list.columns.status} value={r.status} />
        {r.hasDifference && (
          <span className="rounded-md bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">{t("purchaseReceipt.hasDifference")}</span>
        )}
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {fields.map((f) => (
          <div key={f} className="flex gap-2">
            <dt className="w-28 shrink-0 text-muted-foreground">{t(list.caption(f))}</dt>
            <dd className="min-w-0 break-words">{renderValue(t, list.columns[f], r[f], { named: true }) || "—"}</dd>
          </div>
        ))}
      </dl>
      <ReceiptLines lines={r.lines} />
      <ConversationSection kind="receipt" documentId={r.id} lines={r.lines.map((l) => ({ id: l.id, label: `${l.seqno} · ${l.pono} · ${l.itemno}` }))} />
    </div>
  );
}
