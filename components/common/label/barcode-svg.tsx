"use client";

import { useEffect, useRef } from "react";
import JsBarcode from "jsbarcode";
import { gs1Code128Data, type Box } from "@/lib/label/templates";

const svgNs = "http://www.w3.org/2000/svg";
const mmBox = (b: Box) => ({ left: `${b.x}mm`, top: `${b.y}mm`, width: `${b.w}mm` });

/**
 * A linear barcode of the template (Code128 of the serial or GS1-128) drawn by JsBarcode, stretched to
 * the template's box in millimetres, the human-readable text below it as on the PDF.
 */
export function LinearBarcode({ kind, value, box, testId }: { kind: "code128" | "gs1"; value: string; box: Box; testId: string }) {
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    const svg = ref.current;
    if (!svg) return;
    const data = kind === "gs1" ? gs1Code128Data(value) : value;
    JsBarcode(svg, data, { format: "CODE128", ean128: kind === "gs1", displayValue: false, margin: 0, width: 2, height: 100 });
    const w = svg.getAttribute("width");
    svg.setAttribute("viewBox", `0 0 ${parseFloat(w ?? "0")} 100`);
    svg.setAttribute("preserveAspectRatio", "none");
    svg.removeAttribute("width");
    svg.removeAttribute("height");
    // JsBarcode writes its own style; the template's size in mm replaces it.
    svg.setAttribute("style", `display:block;width:${box.w}mm;height:${box.h - 2.6}mm`);
  }, [kind, value, box.w, box.h]);
  return (
    <div className="absolute" style={mmBox(box)}>
      <svg ref={ref} xmlns={svgNs} role="img" aria-label={value} data-testid={testId} data-value={value} />
      <div className="text-center leading-none" style={{ fontSize: "7pt", marginTop: "0.3mm" }}>{value}</div>
    </div>
  );
}

/** The QR code of the serial (JsBarcode has no QR): bwip-js's browser build, loaded only when a label has one. */
export function QrCode({ value, box }: { value: string; box: Box }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    void import("bwip-js/browser").then(({ toSVG }) => {
      if (live && ref.current) ref.current.innerHTML = toSVG({ bcid: "qrcode", text: value });
    });
    return () => {
      live = false;
    };
  }, [value]);
  const side = Math.min(box.w, box.h);
  return <div ref={ref} className="absolute [&>svg]:h-full [&>svg]:w-full" role="img" aria-label={value} data-testid="label-qr" style={{ left: `${box.x}mm`, top: `${box.y}mm`, width: `${side}mm`, height: `${side}mm` }} />;
}
