import type { ReactNode } from "react";

/**
 * A print page: the toolbar shows on screen only, the document alone goes to paper. `page` is the
 * CSS @page size ("A4 landscape", "100mm 70mm"), so Ctrl+P and react-to-print both get it. On screen the
 * document keeps its paper width and scrolls inside its own region (named `label`, a tab stop, so a keyboard
 * user can scroll it) rather than widening the page on a narrow screen.
 */
export function PrintPage({ page, margin = "12mm", label, toolbar, children }: { page: string; margin?: string; label: string; toolbar: ReactNode; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3 print:block" data-print-paper={page} data-print-margin={margin}>
      <style>{`@page { size: ${page}; margin: ${margin}; }`}</style>
      <div className="flex flex-wrap items-center gap-3 print:hidden" data-print="hide">
        {toolbar}
      </div>
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-border bg-white shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none print:overflow-visible print:rounded-none print:border-0 print:shadow-none"
        data-testid="print-document"
        data-print-document
      >
        {children}
      </div>
    </div>
  );
}

/** The @page rule react-to-print puts in its print frame: the same size as the page's own. */
export const printFrameStyle = (page: string, margin = "12mm") =>
  `@page { size: ${page}; margin: ${margin}; } body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }`;

/** A document's mark across its sheet when it is no longer valid (a cancelled notice prints as VOID). */
export function VoidMark({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center justify-center overflow-hidden" data-testid="void-mark">
      <span className="-rotate-[18deg] rounded-lg border-[6px] border-red-700/70 px-10 py-2 text-8xl font-black tracking-[0.3em] text-red-800/50">
        {label}
      </span>
    </div>
  );
}
