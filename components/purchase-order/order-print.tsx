import "server-only";
import bwipjs from "bwip-js/node";
import { getLocale, getTranslations } from "next-intl/server";
import { currentLocale } from "@/lib/i18n/request";
import { purchaseOrderOps, purchaseOrderPdfPath, type PurchaseOrderDetail } from "@/lib/contracts/erp-purchase/purchase-order";
import type { Translate } from "@/lib/contracts/issues";
import { callOpJson } from "@/lib/upstream/client";
import { readSession } from "@/lib/session";
import { formatMoney, formatQuantity } from "@/lib/number-format";
import { formatZonedNamed } from "@/lib/business-time";
import { confirmationText, orderFields, orderTerms } from "@/lib/purchase-order/document";
import { sessionCompanyName, sessionTimeZone } from "@/lib/portal/user";
import { BackLink } from "@/components/common/back-link";
import { PrintPage } from "@/components/print/print-page";
import { buttonVariants } from "@/components/ui/button";
import { PrintButton } from "./print-button";

const paper = "A4 portrait";

/** The order number's Code128, drawn on the server: the page ships no barcode library. */
function barcodeSrc(pono: string): string {
  const svg = bwipjs.toSVG({ bcid: "code128", text: pono, scale: 2, height: 12, includetext: true, textxalign: "center" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

async function loadOrder(id: number) {
  const session = await readSession();
  return callOpJson(purchaseOrderOps.detail, { token: session.token ?? "", locale: await currentLocale(), params: { id } });
}

/**
 * The purchase order as a sheet of A4, rendered on the server in the viewer's language: the header with the
 * number's barcode, the fields, the delivery terms, the lines with prices and each line's confirmation, the
 * total. Both sides read the same sheet, as they read the same PDF.
 */
export async function OrderPrint({ id }: { id: number }) {
  const [res, t, locale, timeZone, company] = await Promise.all([loadOrder(id), getTranslations(), getLocale(), sessionTimeZone(), sessionCompanyName()]);
  const back = <BackLink href={`/purchase/order/${id}`} label={t("purchaseOrder.document.back")} />;
  if (res.returnCode !== 200 || !res.data) {
    return (
      <div className="grid gap-3">
        <div>{back}</div>
        <p role="alert" className="rounded-lg border border-border bg-card p-4 text-sm text-destructive">{res.message}</p>
      </div>
    );
  }
  const o: PurchaseOrderDetail = res.data;
  const tr = t as unknown as Translate;
  const caption = (field: string) => t(`purchaseOrder.columns.${field}`);
  const fields = orderFields(tr, o);
  const head = ["lineNo", "itemno", "itemdesc", "packunit", "payqty", "dj", "amount", "deldate", "confirmStatus"].map(caption);
  const right = new Set([4, 5, 6]);
  const title = t("purchaseOrder.document.title");
  return (
    <PrintPage
      page={paper}
      label={title}
      toolbar={
        <>
          {back}
          <div className="ml-auto flex flex-wrap gap-2">
            <a href={purchaseOrderPdfPath(o.id)} download className={buttonVariants({ variant: "outline" })} data-testid="print-pdf">
              {t("purchaseOrder.document.pdf")}
            </a>
            <PrintButton label={t("purchaseOrder.document.print")} />
          </div>
        </>
      }
    >
      <article className="mx-auto w-[186mm] bg-white p-6 text-black print:w-auto print:p-0" data-testid="print-sheet" data-print-sheet>
        <header className="flex items-start justify-between gap-6 border-b-2 border-black pb-3">
          <div className="min-w-0">
            <p className="text-sm" data-testid="print-company">{company}</p>
            <h1 className="text-2xl font-bold tracking-wide">{title}</h1>
            <p className="mt-1 text-sm">
              {caption("pono")}: <span className="font-semibold" data-testid="print-doc-no">{o.pono}</span>
            </p>
          </div>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: SVG made on the server; next/image adds nothing here */}
          <img src={barcodeSrc(o.pono)} alt={t("purchaseOrder.document.barcode", { pono: o.pono })} className="h-16 w-auto" data-testid="po-barcode" data-value={o.pono} />
        </header>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 py-3 text-xs">
          {fields.map(([k, v]) => (
            <div key={k} className="flex gap-2 border-b border-dotted border-neutral-300 py-0.5">
              <dt className="shrink-0 text-neutral-600">{k}:</dt>
              <dd className="min-w-0 break-words font-medium">{v}</dd>
            </div>
          ))}
        </dl>
        <section className="grid gap-1 pb-3" data-testid="print-terms">
          <h2 className="text-sm font-bold">{t("purchaseOrder.document.terms")}</h2>
          <p className="text-xs">{orderTerms(tr, o)}</p>
        </section>
        <table className="w-full border-collapse text-xs" data-testid="print-lines">
          <thead className="bg-neutral-100">
            <tr>{head.map((h, i) => <th key={h} scope="col" className={`border border-black px-1 py-1 font-semibold ${right.has(i) ? "text-right" : "text-left"}`}>{h}</th>)}</tr>
          </thead>
          <tbody>
            {o.lines.map((l) => (
              <tr key={l.id} className="break-inside-avoid" data-testid="print-line">
                <td className="border border-black px-1 py-0.5">{l.lineNo}</td>
                <td className="border border-black px-1 py-0.5 whitespace-nowrap">{l.itemno}</td>
                <td className="border border-black px-1 py-0.5">{l.itemdesc}{l.specs && <span className="block text-neutral-600">{l.specs}</span>}</td>
                <td className="border border-black px-1 py-0.5">{l.packunit}</td>
                <td className="border border-black px-1 py-0.5 text-right tabular-nums">{formatQuantity(l.payqty, locale)}</td>
                <td className="border border-black px-1 py-0.5 text-right tabular-nums">{formatMoney(l.dj, locale)}</td>
                <td className="border border-black px-1 py-0.5 text-right tabular-nums">{formatMoney(l.amount, locale)}</td>
                <td className="border border-black px-1 py-0.5 whitespace-nowrap">{l.deldate}</td>
                <td className="border border-black px-1 py-0.5" data-testid="print-confirmation">{confirmationText(tr, locale, l)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-right text-sm font-bold" data-testid="print-total">
          {caption("totalAmount")}: {formatMoney(o.totalAmount, locale)} {o.currency}
        </p>
        <p className="mt-6 text-xs">{t("purchaseOrder.document.printedAt", { at: formatZonedNamed(new Date(), timeZone, locale) })}</p>
      </article>
    </PrintPage>
  );
}
