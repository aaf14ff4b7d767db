"use client";

import { useTranslations } from "next-intl";
import { deliveryNoteHeader as header, deliveryNoteList, deliveryNoteOps, maxPrintNotes, type NoteDetail } from "@/lib/contracts/erp-production/delivery-note";
import { enumCaption } from "@/lib/contracts/kit/captions";
import { useOp } from "@/lib/client/use-resource";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { BackLink } from "@/components/common/back-link";
import { Barcode } from "@/components/print/barcode";
import { PrintPage } from "@/components/print/print-page";
import { PrintButton } from "@/components/print/print-button";
import { Skeleton } from "@/components/ui/skeleton";
import { NoteTables } from "./note-tables";
import { renderValue } from "@/components/data-table/render-value";

// Landscape: the detail table has 20 columns.
const paper = "A4 landscape";

function Sheet({ n }: { n: NoteDetail }) {
  const t = useTranslations();
  // On paper an enum is its caption, not a coloured badge.
  const value = (f: (typeof header.print)[number]) => {
    const decl = header.columns[f];
    return (decl.kind === "enum" && n[f] !== null ? t(enumCaption(decl.enumName, String(n[f]))) : renderValue(t, decl, n[f])) || "—";
  };
  return (
    <article className="mx-auto w-[273mm] bg-white p-6 text-black print:w-auto print:p-0" data-testid="print-note" data-print-sheet>
      <header className="flex items-start justify-between gap-4 border-b-2 border-black pb-2">
        <div>
          <p className="text-xs">{n.settlementLegalPerson}</p>
          <h1 className="text-xl font-bold tracking-widest">{t("deliveryNote.printTitle")}</h1>
          <p className="text-sm">{t(deliveryNoteList.caption("deliveryNo"))}: <span className="font-semibold">{n.deliveryNo}</span></p>
        </div>
        <Barcode value={n.deliveryNo} label={n.deliveryNo} testId="note-barcode" />
      </header>
      <dl className="grid grid-cols-3 gap-x-4 gap-y-1 py-2 text-xs">
        {header.print.map((f) => (
          <div key={f} className="flex gap-1"><dt className="shrink-0 text-neutral-600">{t(header.caption(f))}:</dt><dd className="min-w-0 break-words">{value(f)}</dd></div>
        ))}
      </dl>
      <NoteTables note={n} compact />
      <footer className="mt-8 grid grid-cols-3 gap-4 text-xs">
        {["printShipper", "printCarrier", "printReceiver"].map((k) => (
          <div key={k} className="h-20 border border-black p-1">{t(`deliveryNote.${k}`)}</div>
        ))}
      </footer>
    </article>
  );
}

/** 1 to 10 delivery notes, one per landscape A4 page, printed with react-to-print (deliverGoodsPrint, PrintDeliverOrder). */
export function NotePrint({ ids }: { ids: number[] }) {
  const t = useTranslations();
  const tooMany = ids.length > maxPrintNotes;
  const { data, error } = useOp(deliveryNoteOps.print, ids.length && !tooMany ? undefined : null, { query: { ids: ids.join(",") } });
  const refusal = !ids.length ? t("validation.deliveryNote.printSelect") : tooMany ? t("validation.deliveryNote.printMax") : error;
  if (refusal) return <p role="alert" className="rounded-lg border border-border bg-card p-4 text-sm text-destructive" data-testid="print-refused">{refusal}</p>;
  if (!data) return <Skeleton className="h-96 w-full" />;
  return (
    <PrintPage
      page={paper}
      label={t("deliveryNote.printTitle")}
      toolbar={
        <>
          <BackLink href="/delivery/note" label={t("deliveryNote.back")} />
          <RequireRights anyOf={[rights.deliveryNote.print]}>
            <PrintButton label={t("deliveryNote.print")} documentTitle={data.map((n) => n.deliveryNo).join("_")} paper={paper} disabled={!data.length} />
          </RequireRights>
        </>
      }
    >
      <div className="grid gap-6 py-4 print:block print:py-0" data-testid="print-sheets">
        {data.length ? data.map((n) => <Sheet key={n.id} n={n} />) : <p className="p-4 text-sm">{t("deliveryNote.printEmpty")}</p>}
      </div>
    </PrintPage>
  );
}
