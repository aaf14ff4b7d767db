"use client";

import { useEffect, useRef } from "react";
import JsBarcode from "jsbarcode";

/** A Code128 barcode of `value`, drawn into an <svg> in the browser. */
/** `struck`: the document is void; the bars are crossed out so nobody scans it by mistake. */
export function Barcode({ value, label, struck = false, testId = "notice-barcode" }: { value: string; label: string; struck?: boolean; testId?: string }) {
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    JsBarcode(ref.current, value, { format: "CODE128", height: 48, width: 1.6, margin: 0, fontSize: 14, displayValue: true });
  }, [value]);
  const bars = <svg ref={ref} role="img" aria-label={label} data-testid={testId} data-value={value} />;
  if (!struck) return bars;
  return (
    <div className="relative" data-testid="barcode-struck">
      {bars}
      <svg aria-hidden="true" className="absolute inset-0 h-full w-full" preserveAspectRatio="none" viewBox="0 0 100 100">
        <line x1="0" y1="0" x2="100" y2="100" stroke="#b91c1c" strokeWidth="4" vectorEffect="non-scaling-stroke" />
        <line x1="0" y1="100" x2="100" y2="0" stroke="#b91c1c" strokeWidth="4" vectorEffect="non-scaling-stroke" />
      </svg>
    </div>
  );
}
