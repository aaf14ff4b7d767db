import { readFile } from "node:fs/promises";
import path from "node:path";

/** The ZXing WebAssembly of the camera's barcode reader (components/receiving-scan/decoder.ts), served from this origin. */
const file = path.join(process.cwd(), "node_modules/zxing-wasm/dist/reader/zxing_reader.wasm");

export async function GET() {
  return new Response(new Uint8Array(await readFile(file)), { headers: { "content-type": "application/wasm" } });
}
