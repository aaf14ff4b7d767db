"use client";

import { useRef, useState } from "react";
import { useLocale, useTimeZone, useTranslations } from "next-intl";
import { useReactToPrint } from "react-to-print";
import { Printer } from "lucide-react";
import { deliveryNoticeList, deliveryNoticeOps, type DeliveryNoticeDetail } from "@/lib/contracts/erp-purchase/delivery-notice";
import { useDetail } from "@/lib/client/use-resource";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { defaultTimeZone, formatZonedNamed } from "@/lib/business-time";
import { renderValue } from "@/components/data-table/list-columns";
import { Barcode } from "@/components/print/barcode";
import { NoticeLines } from "./notice-lines";
import { BackLink } from "@/components/common/back-link";
import { PrintPage, printFrameStyle, VoidMark } from "@/components/print/print-page";

const printFields = [
  "venno", "vensname", "deliveryNo", "requiredDept", "requiredDate", "deliverDate", "receiveCompany", "receiveAddress",
  "storageLocation", "deliveryMethod", "lotNo", "carPlate", "driverPhone", "remark",
] as const;

const { caption } = deliveryNoticeList;
const paper = "A4 landscape";

/** The printable delivery notice: Code128 barcode of its number, header, lines, signatures. */
export function NoticePrint({ id, initial }: { id: number; initial: DeliveryNoticeDetail | null }) {
  const t = useTranslations();
  const sheet = useRef<HTMLDivElement>(null);
  const { data: n, error } = useDetail(deliveryNoticeOps.detail, id, initial);
  const print = useReactToPrint({ contentRef: sheet, documentTitle: n?.noticeNo, pageStyle: printFrameStyle(paper) });
  const [printedAt] = useState(() => new Date());
  const timeZone = useTimeZone() ?? defaultTimeZone;
  const locale = useLocale();

  if (error && !n) return <p role="alert" className="rounded-lg border bg-card p-4 text-sm text-destructive border-border">{error}</p>;
  if (!n) return <Skeleton className="h-96 w-full" />;
  const voided = n.status === "cancelled";
  return (
    <PrintPage
      page={paper}
      label={t("deliveryNotice.print.title")}
      toolbar={
        <>
          <BackLink href={`/delivery/notice/${n.id}`} label={t("deliveryNotice.print.back")} />
          <RequireRights anyOf={[rights.deliveryNotice.print]}>
            <Button className="ml-auto" onClick={() => print()} data-testid="print-button">
              <Printer aria-hidden="true" />
              {t("deliveryNotice.print.action")}
            </Button>
          </RequireRights>
        </>
      }
    >
      <div
        ref={sheet}
        className="relative mx-auto w-[273mm] bg-white p-8 text-black print:w-auto print:p-0"
        data-testid="print-sheet"
        data-print-sheet
      >
        {voided && <VoidMark label={t("deliveryNotice.print.void")} />}
        <header className="flex items-start justify-between gap-6 border-b-2 border-black pb-3">
          <div>
            <p className="text-sm">{n.receiveCompany}</p>
            <h1 className="text-2xl font-bold tracking-wide">
              {t("deliveryNotice.print.title")}
              {voided && <span className="ml-3 text-red-800">({t("deliveryNotice.print.void")})</span>}
            </h1>
            <p className="mt-1 text-sm">
              {t(caption("noticeNo"))}: <span className="font-semibold">{n.noticeNo}</span>
              {n.urgent && <span className="ml-3 rounded border border-black px-1.5 font-bold">{t("deliveryNotice.print.urgent")}</span>}
            </p>
          </div>
          <Barcode value={n.noticeNo} label={t("deliveryNotice.print.barcode", { noticeNo: n.noticeNo })} struck={voided} />
        </header>
        <dl className="grid grid-cols-3 gap-x-6 gap-y-1.5 py-3 text-sm">
          {printFields.map((f) => (
            <div key={f} className="flex gap-2">
              <dt className="shrink-0 text-neutral-600">{t(caption(f))}:</dt>
              <dd className="min-w-0 break-words">{n[f] === null || n[f] === "" ? "—" : renderValue(t, deliveryNoticeList.columns[f], n[f], { named: true })}</dd>
            </div>
          ))}
        </dl>
        <NoticeLines lines={n.lines} compact />
        <p className="mt-2 text-right text-sm">
          {t(caption("totalQty"))}: <span className="font-semibold">{renderValue(t, deliveryNoticeList.columns.totalQty, n.totalQty)}</span>
        </p>
        <footer className="mt-10 grid grid-cols-3 gap-6 text-sm">
          <p>{t("deliveryNotice.print.shipper")}: ____________</p>
          <p>{t("deliveryNotice.print.receiver")}: ____________</p>
          {/* the server's minute and the browser's may differ */}
          <p suppressHydrationWarning>{t("deliveryNotice.print.printedAt", { at: formatZonedNamed(printedAt, timeZone, locale) })}</p>
        </footer>
      </div>
    </PrintPage>
  );
}
