import { inflateSync } from "node:zlib";

/** Names of PDF actions and scripts, also when written with #xx escapes. */
const risky = /\/(JavaScript|JS|OpenAction|AA|Launch|EmbeddedFile|RichMedia|XFA|SubmitForm|ImportData|GoToR)(?![A-Za-z])/;
const objectStream = /\/Type\s*\/ObjStm(?![A-Za-z])/;
/** Most bytes the scan inflates for one file: a deflate bomb stops the scan (and counts as risky). */
const inflateBudget = 64 * 1024 * 1024;

// An open action that is an explicit destination ("open at page 1", as LibreOffice writes) runs nothing: it is not counted.
const unescapeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))).replace(/\/OpenAction\s*\[/g, "[");

/**
 * Whether a PDF may run code when opened: any action or script name in the file or inside its compressed
 * streams. Word and most producers pack objects into compressed object streams (ObjStm), so the scan
 * inflates every Flate stream it can and reads its names too; an object stream it cannot read is risky.
 * Such files are served as downloads only.
 */
export function pdfMayRunScripts(bytes: Uint8Array): boolean {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const raw = buf.toString("latin1");
  if (risky.test(unescapeNames(raw))) return true;
  let budget = inflateBudget;
  const start = /stream\r?\n/g;
  for (let m = start.exec(raw); m; m = start.exec(raw)) {
    if (budget <= 0) return true;
    if (raw.slice(Math.max(0, m.index - 3), m.index) === "end") continue;
    const dataStart = m.index + m[0].length;
    const end = raw.indexOf("endstream", dataStart);
    if (end < 0) break;
    const dictionary = unescapeNames(raw.slice(Math.max(0, raw.lastIndexOf("obj", m.index)), m.index));
    let inflated: Buffer | null = null;
    try {
      inflated = /\/FlateDecode/.test(dictionary) ? inflateSync(buf.subarray(dataStart, end), { maxOutputLength: budget }) : null;
    } catch {
      inflated = null;
    }
    if (inflated) {
      budget -= inflated.byteLength;
      if (risky.test(unescapeNames(inflated.toString("latin1")))) return true;
    } else if (objectStream.test(dictionary)) {
      return true;
    }
    start.lastIndex = end + "endstream".length;
  }
  return false;
}
