"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Search } from "lucide-react";
import type { DeliveryNoticeRow } from "@/lib/contracts/erp-purchase/delivery-notice";
import { columnCaption } from "@/lib/contracts/kit/captions";
import { clientOnly } from "@/components/common/client-only";
import { callOp } from "@/lib/client/request";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { BackLink } from "@/components/common/back-link";
import { useOp } from "@/lib/client/use-resource";
import { formatDecimal } from "@/components/common/format";
import type { ReceiptNewParts } from "./receipt-new-parts";

// The form (its schema, the dictionary select, the lines editor) loads once a notice is chosen.
const ReceiptForm = clientOnly(async () => ({ default: (await import("./receipt-form")).ReceiptForm }), <Skeleton className="h-64 w-full" />);

/**
 * Record a receipt: pick an open notice by its number, then enter what arrived. The page hands over the
 * addresses of the notice calls, so the chooser ships no contract.
 */
export function ReceiptNew({ noticeId, parts }: { noticeId: number | null; parts: ReceiptNewParts }) {
  const t = useTranslations();
  const { data, error } = useOp(parts.noticeDetail, noticeId ? { id: noticeId } : null);
  return (
    <div className="grid gap-4 rounded-lg border bg-card p-4 border-border">
      <div className="flex items-center gap-3">
        <BackLink href="/purchase/receipt" label={t("purchaseReceipt.backToList")} />
        <h1 className="text-lg font-semibold">{t("purchaseReceipt.form.title")}</h1>
      </div>
      {noticeId === null ? (
        <NoticeChooser parts={parts} />
      ) : error && !data ? (
        <p role="alert" className="text-sm text-destructive">{error}</p>
      ) : !data ? (
        <Skeleton className="h-64 w-full" />
      ) : data.status !== "open" ? (
        <p role="alert" className="text-sm">{t("purchaseReceipt.form.noticeNotOpen", { noticeNo: data.noticeNo })}</p>
      ) : (
        <ReceiptForm notice={data} />
      )}
    </div>
  );
}

function NoticeChooser({ parts }: { parts: ReceiptNewParts }) {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const [noticeNo, setNoticeNo] = useState("");
  const [rows, setRows] = useState<DeliveryNoticeRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const search = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const page = await callOp(parts.noticeList, { query: { noticeNo: noticeNo.trim(), status: "open", limit: 20 } });
      setRows(page.rows);
    } catch {
      setRows(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-3">
      <form onSubmit={search} className="flex items-end gap-2" role="search">
        <FormField label={t(columnCaption(parts.namespace, "noticeNo"))} className="w-64">
          <Input value={noticeNo} maxLength={50} clearLabel={t("common.clear")} onChange={(e) => setNoticeNo(e.target.value)} />
        </FormField>
        <Button type="submit" disabled={busy}>
          <Search aria-hidden="true" />
          {t("dataTable.search")}
        </Button>
      </form>
      <p className="text-sm text-muted-foreground">{t("purchaseReceipt.form.chooseNotice")}</p>
      {rows && (rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("dataTable.empty")}</p>
      ) : (
        <ul className="divide-y rounded-md border border-border">
          {rows.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                className="flex w-full flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                onClick={() => router.replace(`/purchase/receipt/new?notice=${r.id}`)}
              >
                <span className="font-medium">{r.noticeNo}</span>
                <span>{r.venno} {r.vensname}</span>
                <span className="text-muted-foreground">{r.deliveryNo}</span>
                <span className="ml-auto tabular-nums">{formatDecimal(r.totalQty, locale)}</span>
              </button>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
