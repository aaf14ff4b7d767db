"use client";

import { useEffect, useRef } from "react";
import JsBarcode from "jsbarcode";

/** A Code128 barcode of `value`, drawn into an <svg> in the browser. */
export function Barcode({ value, label }: { value: string; label: string }) {
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    JsBarcode(ref.current, value, { format: "CODE128", height: 48, width: 1.6, margin: 0, fontSize: 14, displayValue: true });
  }, [value]);
  return <svg ref={ref} role="img" aria-label={label} data-testid="notice-barcode" data-value={value} />;
}
