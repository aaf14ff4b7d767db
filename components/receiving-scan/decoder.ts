/**
 * The camera's barcode reader, loaded when the clerk taps "Scan": the browser's own BarcodeDetector where it
 * reads the label's codes, else the ZXing WebAssembly polyfill, whose .wasm comes from this portal
 * (app/(portal)/receiving/zxing_reader.wasm), never from a CDN.
 */
export interface Detector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string; format: string }>>;
}

/** Code128 carries the serial, QR the serial too, GS1-128 (a Code128 with FNC1) the date, count and batch. */
const formats = ["code_128", "qr_code"];

export const wasmPath = "/receiving/zxing_reader.wasm";

interface NativeDetector { new (o: { formats: string[] }): Detector; getSupportedFormats(): Promise<string[]> }

/** The browser's own detector, where it reads every format of the labels. */
async function nativeDetector(): Promise<NativeDetector | null> {
  const native = (globalThis as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
  if (!native) return null;
  const supported = await native.getSupportedFormats().catch(() => [] as string[]);
  return formats.every((f) => supported.includes(f)) ? native : null;
}

/** What the camera needs that the service worker must keep for an offline start: the polyfill (loaded now) and its .wasm. */
export async function decoderFiles(): Promise<string[]> {
  if (await nativeDetector()) return [];
  const { ZXING_WASM_VERSION } = await import("barcode-detector/ponyfill");
  return [`${wasmPath}?v=${ZXING_WASM_VERSION}`];
}

export async function createDetector(): Promise<Detector> {
  const native = await nativeDetector();
  if (native) return new native({ formats });
  const { BarcodeDetector, prepareZXingModule, ZXING_WASM_VERSION } = await import("barcode-detector/ponyfill");
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? `${wasmPath}?v=${ZXING_WASM_VERSION}` : prefix + path) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ["code_128", "qr_code"] });
}

/** A label serial as the ledger writes it; a GS1-128 reading (date, count, batch) names no carton. */
export const serialOf = (raw: string): string | null => {
  const v = raw.trim();
  return /^L\d{11}$/i.test(v) ? v.toUpperCase() : null;
};
