import type { ReactNode } from "react";
import { Barcode } from "./barcode";

export interface SheetBarcode {
  value: string;
  /** What the bars stand for, read out to assistive technology and printed above them. */
  caption: string;
  testId: string;
}

/**
 * One A4 document sheet, as wide on screen as on paper (the print page scrolls it on a narrow screen): the company header, the title and the document number, its Code128 barcodes,
 * then the body. Consecutive sheets start on a new page; the last adds no blank one.
 */
export function PrintSheet({ company, title, docLabel, docNo, barcodes, children, testId = "print-sheet" }: {
  company: string; title: string; docLabel: string; docNo: string; barcodes: SheetBarcode[]; children: ReactNode; testId?: string;
}) {
  return (
    <article className="mx-auto w-[186mm] bg-white p-6 text-black not-first:break-before-page print:w-auto print:p-0" data-testid={testId} data-print-sheet>
      <header className="border-b-2 border-black pb-2">
        <p className="text-center text-lg font-bold tracking-wider" data-testid="print-company">{company}</p>
        <h1 className="text-center text-xl font-bold tracking-widest">{title}</h1>
        <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
          <p className="text-sm">{docLabel}: <span className="font-semibold" data-testid="print-doc-no">{docNo}</span></p>
          <div className="flex flex-wrap gap-6">
            {barcodes.map((b) => (
              <figure key={b.testId} className="grid justify-items-center gap-0.5">
                <figcaption className="text-[10px] text-neutral-600">{b.caption}</figcaption>
                <Barcode value={b.value} label={`${b.caption} ${b.value}`} testId={b.testId} />
              </figure>
            ))}
          </div>
        </div>
      </header>
      <div className="grid gap-3 pt-3">{children}</div>
    </article>
  );
}

/** Captioned values in a grid of `cols` columns. */
export function FieldGrid({ items, cols = 3 }: { items: ReadonlyArray<readonly [string, ReactNode]>; cols?: 2 | 3 }) {
  return (
    <dl className={`grid gap-x-4 gap-y-1 text-xs ${cols === 3 ? "grid-cols-3" : "grid-cols-2"}`}>
      {items.map(([label, value]) => (
        <div key={label} className="flex gap-1 border-b border-dotted border-neutral-300 py-0.5">
          <dt className="shrink-0 text-neutral-600">{label}:</dt>
          <dd className="min-w-0 break-words font-medium">{value === "" || value === null || value === undefined ? "—" : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A bordered table of a sheet: header captions and rows of cells (empty cells are left to fill in by hand). */
export function SheetTable({ head, rows, testId }: { head: string[]; rows: ReactNode[][]; testId?: string }) {
  return (
    <div>
      <table className="w-full border-collapse text-xs" data-testid={testId}>
        <thead>
          <tr>{head.map((h) => <th key={h} scope="col" className="border border-black px-1 py-1 text-left font-semibold">{h}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>{r.map((c, j) => <td key={j} className="h-7 border border-black px-1 py-0.5">{c}</td>)}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Boxes for hand signatures at the foot of a sheet. */
export function SignatureRow({ labels }: { labels: string[] }) {
  return (
    <footer className="mt-4 grid grid-cols-3 gap-3 text-xs">
      {labels.map((l) => <div key={l} className="h-16 border border-black p-1">{l}</div>)}
    </footer>
  );
}
