import { getLocale, getTranslations } from "next-intl/server";
import { deliveryNoticeList, type DeliveryNoticeDetail } from "@/lib/contracts/erp-purchase/delivery-notice";
import { hasRights, type RightsHolder } from "@/lib/rights/has-rights";
import { rights } from "@/lib/rights/codes";
import { sessionTimeZone } from "@/lib/portal/user";
import { formatZonedNamed } from "@/lib/business-time";
import { renderValue } from "@/components/data-table/render-value";
import { Barcode } from "@/components/print/barcode";
import { PrintButton } from "@/components/print/print-button";
import { NoticeLines } from "./notice-lines";
import { BackLink } from "@/components/common/back-link";
import { PrintPage, VoidMark } from "@/components/print/print-page";

const printFields = [
  "venno", "vensname", "deliveryNo", "requiredDept", "requiredDate", "deliverDate", "receiveCompany", "receiveAddress",
  "storageLocation", "deliveryMethod", "lotNo", "carPlate", "driverPhone", "remark",
] as const;

const { caption } = deliveryNoticeList;
const paper = "A4 landscape";

/**
 * The printable delivery notice: Code128 barcode of its number, header, lines, signatures. A server component:
 * a print is a snapshot of the document, so its page hydrates nothing but the print button.
 */
export async function NoticePrint({ notice: n, user }: { notice: DeliveryNoticeDetail; user: RightsHolder }) {
  const [t, timeZone, locale] = await Promise.all([getTranslations(), sessionTimeZone(), getLocale()]);
  const voided = n.status === "cancelled";
  return (
    <PrintPage
      page={paper}
      label={t("deliveryNotice.print.title")}
      toolbar={
        <>
          <BackLink href={`/delivery/notice/${n.id}`} label={t("deliveryNotice.print.back")} />
          {hasRights(user, [rights.deliveryNotice.print]) && (
            <PrintButton label={t("deliveryNotice.print.action")} documentTitle={n.noticeNo} paper={paper} />
          )}
        </>
      }
    >
      <div className="relative mx-auto w-[273mm] bg-white p-8 text-black print:w-auto print:p-0" data-testid="print-sheet" data-print-sheet>
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
          <p>{t("deliveryNotice.print.printedAt", { at: formatZonedNamed(new Date(), timeZone, locale) })}</p>
        </footer>
      </div>
    </PrintPage>
  );
}
