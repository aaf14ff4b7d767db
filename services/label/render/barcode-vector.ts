import bwipjs from "bwip-js/node";
import { code128Bars } from "./code128";

/** A barcode as vector shapes in its own unit box: bars/modules as rectangles and filled outlines. */
export interface VectorBarcode { width: number; height: number; rects: number[]; paths: string[] }

const bcids = { code128: "code128", qr: "qrcode", gs1: "gs1-128" } as const;
export type BarcodeKind = keyof typeof bcids;

/**
 * Code 128 comes from the portal's own encoder (code128.ts: a label's serial needs no more, and it costs a
 * fraction of an SVG round trip). bwip-js encodes the rest (GS1-128 with automatic FNC1 and AI checks); its
 * SVG is read back into shapes: linear symbols come as stroked vertical lines (turned into rectangles), 2-D
 * symbols as filled outlines.
 */
export function vectorBarcode(kind: BarcodeKind, text: string): VectorBarcode {
  if (kind === "code128") return code128Bars(text);
  const svg = bwipjs.toSVG({ bcid: bcids[kind], text, scale: 1, ...(kind === "qr" ? {} : { height: 10 }) });
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!box) throw new Error(`bwip-js: no viewBox for ${kind}`);
  const out: VectorBarcode = { width: Number(box[1]), height: Number(box[2]), rects: [], paths: [] };
  for (const m of svg.matchAll(/<path ([^>]*?)\/>/g)) {
    const attrs = m[1]!;
    const d = /\bd="([^"]+)"/.exec(attrs)?.[1] ?? "";
    const stroke = /stroke-width="([\d.]+)"/.exec(attrs);
    if (!stroke) {
      out.paths.push(d);
      continue;
    }
    const w = Number(stroke[1]);
    for (const seg of d.matchAll(/M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)/g)) {
      const [x, y1, , y2] = seg.slice(1).map(Number) as [number, number, number, number];
      out.rects.push(x - w / 2, Math.min(y1, y2), w, Math.abs(y2 - y1));
    }
  }
  return out;
}
