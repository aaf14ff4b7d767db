import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pdfMayRunScripts } from "@/services/core/storage/pdf-scripts";

/** A PDF-shaped byte string whose object 5 is a stream with this dictionary and these bytes. */
const withStream = (dictionary: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n5 0 obj << ${dictionary} /Length ${data.length} >>\nstream\n`, "latin1"),
    data,
    Buffer.from("\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1"),
  ]);
const objects = (body: string) => deflateSync(Buffer.from(`6 0 7 40 ${body}`, "latin1"));

describe("which PDFs may run scripts (served as downloads only)", () => {
  it("previews a PDF whose objects sit in a compressed object stream, as Word writes them, when none is an action", () => {
    expect(pdfMayRunScripts(withStream("/Type /ObjStm /N 2 /First 8 /Filter /FlateDecode", objects("<< /Type /Page >> << /Font << >> >>")))).toBe(false);
    expect(pdfMayRunScripts(withStream("/Filter /FlateDecode", deflateSync(Buffer.from("BT /F1 12 Tf (Manual) Tj ET"))))).toBe(false);
  });

  it("finds a script or an action inside a compressed object stream, also behind #xx escapes", () => {
    expect(pdfMayRunScripts(withStream("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", objects("<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>")))).toBe(true);
    expect(pdfMayRunScripts(withStream("/Type /Obj#53tm /Filter /Flate#44ecode", objects("<< /A#41 << /S /Launch >> >>")))).toBe(true);
  });

  it("refuses to preview an object stream it cannot read: another filter, or bytes that do not inflate", () => {
    expect(pdfMayRunScripts(withStream("/Type /ObjStm /Filter /LZWDecode", Buffer.from("not lzw at all")))).toBe(true);
    expect(pdfMayRunScripts(withStream("/Type /ObjStm /Filter /FlateDecode", Buffer.from("garbage, not deflate")))).toBe(true);
  });

  it("stops at a deflate bomb instead of inflating it whole", () => {
    const bomb = deflateSync(Buffer.alloc(80 * 1024 * 1024));
    expect(pdfMayRunScripts(withStream("/Type /ObjStm /Filter /FlateDecode", bomb))).toBe(true);
  });

  it("previews a PDF that only opens at a page (LibreOffice's open action is a destination, not an action)", () => {
    expect(pdfMayRunScripts(Buffer.from("%PDF-1.4\n14 0 obj\n<</Type/Catalog/Pages 4 0 R\n/OpenAction[1 0 R /XYZ null null 0]\n>>\nendobj\n%%EOF\n"))).toBe(false);
  });

  it("still finds names in the file itself", () => {
    expect(pdfMayRunScripts(Buffer.from("%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n"))).toBe(true);
  });
});
