import type { FileKind } from "@/lib/contracts/kit/upload";

/** Bytes the sniffer wants before it decides (fewer only when the file is shorter). */
export const headBytes = 4096;
/** Bytes kept from the end: trailers, and a zip's central directory to tell .docx from .xlsx. */
export const tailBytes = 64 * 1024;

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);

const mp4Brands = /^(isom|iso\d|mp4\d|avc1|M4V |dash|mmp4|MSNV)$/;

/** The kind the first bytes declare, or null. Zip containers answer "zip" until their end is seen. */
export function sniffHead(head: Uint8Array): FileKind | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && ascii(head, 12, 16) === "IHDR") return "png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (/^GIF8[79]a$/.test(ascii(head, 0, 6))) return "gif";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return "webp";
  if (ascii(head, 0, 5) === "%PDF-") return "pdf";
  if (ascii(head, 4, 8) === "ftyp" && mp4Brands.test(ascii(head, 8, 12))) return "mp4";
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(head, 4, 64).includes("webm")) return "webm";
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return "zip";
  // An OLE2 compound file, the container of legacy .xls workbooks (and .doc): the reader proves the workbook.
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "xls";
  if (isSvg(head)) return "svg";
  if (isXml(head)) return "xml";
  return null;
}

/** Text in UTF-8 (a BOM allowed) whose first markup is `<?xml` or an element; never a NUL byte. */
function isXml(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  const text = new TextDecoder("utf-8", { fatal: false }).decode(head.subarray(0, 256));
  return /^\uFEFF?\s*<(\?xml[\s?]|[A-Za-z_])/.test(text);
}

/**
 * Watches every chunk of a text kind (xml): the whole file must be valid UTF-8 without NUL bytes, not
 * only its head. `push` answers false at the first bad chunk, `end` whether the last character was whole.
 */
export function textGuard() {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const ok = (fn: () => void) => {
    try {
      fn();
      return true;
    } catch {
      return false;
    }
  };
  return {
    push: (chunk: Uint8Array) => !chunk.includes(0) && ok(() => decoder.decode(chunk, { stream: true })),
    end: () => ok(() => decoder.decode()),
  };
}

function isSvg(head: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: false }).decode(head.subarray(0, 1024));
  } catch {
    return false;
  }
  const rest = text
    .replace(/^\uFEFF/, "")
    .replace(/^\s*<\?xml[^>]*\?>/, "")
    .replace(/^(\s*<!--[\s\S]*?-->)*/, "")
    .replace(/^\s*<!DOCTYPE\s+svg[^>]*>/i, "")
    .replace(/^(\s*<!--[\s\S]*?-->)*/, "");
  return /^\s*<svg[\s>]/.test(rest);
}

/**
 * The final kind once the whole file has passed, or null when its end contradicts its start: a PDF must end
 * with its trailer and a zip with its directory (nothing appended after either). Images and videos are held
 * to their whole structure while they stream (structure.ts).
 */
export function confirmTail(kind: FileKind, tail: Uint8Array): FileKind | null {
  switch (kind) {
    case "pdf": {
      const end = trimZeros(tail);
      return ascii(end, Math.max(0, end.length - 1024), end.length).includes("%%EOF") ? kind : null;
    }
    case "zip":
      return zipKind(tail);
    case "xml":
      return lastNonSpace(tail) === 0x3e ? kind : null;
    default:
      return kind;
  }
}

/** An XML document ends with its root's closing `>` (only whitespace may follow). */
function lastNonSpace(b: Uint8Array): number | undefined {
  let n = b.length - 1;
  while (n >= 0 && (b[n] === 0x20 || b[n] === 0x09 || b[n] === 0x0a || b[n] === 0x0d)) n--;
  return b[n];
}

function trimZeros(b: Uint8Array): Uint8Array {
  let n = b.length;
  while (n > 0 && (b[n - 1] === 0x00 || b[n - 1] === 0x0a || b[n - 1] === 0x0d)) n--;
  return b.subarray(0, n);
}

/** Reads the zip's central directory from its tail: Office files name their parts there. */
function zipKind(tail: Uint8Array): FileKind | null {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= Math.max(0, tail.length - 22 - 65535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0 || eocd + 22 + view.getUint16(eocd + 20, true) !== tail.length) return null;
  const cdSize = view.getUint32(eocd + 12, true);
  let at = eocd - cdSize;
  if (at < 0) return "zip";
  const names: string[] = [];
  while (at + 46 <= eocd && view.getUint32(at, true) === 0x02014b50) {
    const nameLen = view.getUint16(at + 28, true);
    const extraLen = view.getUint16(at + 30, true);
    const commentLen = view.getUint16(at + 32, true);
    names.push(new TextDecoder().decode(tail.subarray(at + 46, at + 46 + nameLen)));
    at += 46 + nameLen + extraLen + commentLen;
  }
  if (!names.includes("[Content_Types].xml")) return "zip";
  if (names.some((n) => n.startsWith("word/"))) return "docx";
  if (names.some((n) => n.startsWith("xl/"))) return "xlsx";
  return "zip";
}
