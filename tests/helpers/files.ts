import { deflateSync } from "node:zlib";
import { ZipWriter } from "@/services/core/export/zip";

function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** One PNG chunk: its length, type, data and CRC. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * Noise from a fixed seed: the same bytes every run, so an upload's markup scan, which random bytes would now and
 * then trip (a "<svg" is 4 bytes), answers the same every run.
 */
function noise(length: number, seed = 0x9e3779b9): Buffer {
  const out = Buffer.alloc(length);
  let x = seed >>> 0;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

/** A real PNG (grey noise, so it does not compress away): `side` × `side` pixels. */
export function png(side = 8): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = noise((side + 1) * side, side);
  for (let row = 0; row < side; row++) raw[row * (side + 1)] = 0; // filter type: none
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk("IHDR", ihdr), pngChunk("IDAT", deflateSync(raw)), pngChunk("IEND", new Uint8Array())]);
}

export const jpeg = (): Buffer => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), Buffer.from("JFIF\0\x01\x01\0\0\x01\0\x01\0\0", "binary"), Buffer.from([0xff, 0xd9])]);

export const pdf = (): Buffer => Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

/** A zip holding these parts (an Office document when it names [Content_Types].xml and word/ or xl/). */
export async function zipOf(parts: Record<string, string>): Promise<Buffer> {
  const out: Uint8Array[] = [];
  const zip = new ZipWriter((c) => void out.push(Buffer.from(c)));
  for (const [name, text] of Object.entries(parts)) await zip.file(name, text);
  await zip.finish();
  return Buffer.concat(out);
}

export const docx = () => zipOf({ "[Content_Types].xml": "<Types/>", "_rels/.rels": "<Relationships/>", "word/document.xml": "<w:document/>" });
export const xlsx = () => zipOf({ "[Content_Types].xml": "<Types/>", "_rels/.rels": "<Relationships/>", "xl/workbook.xml": "<workbook/>" });

/** A body delivered in pieces, counting what was pulled: proves a limit stopped reading early. */
export function counted(bytes: Uint8Array, piece = 64 * 1024) {
  const state = { pulled: 0 };
  async function* source() {
    for (let at = 0; at < bytes.length; at += piece) {
      const part = bytes.subarray(at, at + piece);
      state.pulled += part.length;
      yield part;
    }
  }
  return { source: source(), state };
}
