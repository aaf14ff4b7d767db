import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { fileResponse, openStored, storeUpload } from "@/services/core/storage";
import { AppError } from "@/services/core/errors";
import { counted, png } from "../helpers/files";

const purpose = `test-xml-${process.pid}`;
const xmlOnly = { accept: ["xml"] as const, maxBytes: 2 * 1024 * 1024, purpose };
const invoice = fs.readFileSync(path.resolve("tests/fixtures/einvoice/cn-fapiao.xml"));

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

const leftovers = async (name: string) =>
  (await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from stored_files where purpose = ${purpose} and name = ${name}`))[0]!.n;

// Pads an element with text so the file runs over several storage chunks.
const long = (extra: Buffer) =>
  Buffer.concat([Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<HDon><GhiChu>${"ghi chú ".repeat(60_000)}`), extra, Buffer.from("</GhiChu></HDon>\n")]);

describe("xml uploads", () => {
  it("stores an e-invoice XML (with or without a BOM) as xml and serves it as a download-safe application/xml", async () => {
    const db = await getDb();
    for (const [name, bytes] of [["a.xml", invoice], ["bom.xml", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), invoice])], ["long.xml", long(Buffer.from(""))]] as const) {
      const file = await storeUpload(db, counted(bytes).source, { ...xmlOnly, name });
      expect(file).toMatchObject({ kind: "xml", mime: "application/xml", size: bytes.length });
      const opened = await openStored(db, file.id, { purpose });
      const res = fileResponse(opened!, { download: true });
      expect(res.headers.get("content-type")).toBe("application/xml");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), bytes)).toBe(0);
    }
  }, 60_000);

  it.each([
    ["a NUL byte past the first chunk", long(Buffer.from([0x00]))],
    ["invalid UTF-8 past the first chunk", long(Buffer.from([0xc3, 0x28]))],
    ["a cut multi-byte character at the end", Buffer.concat([invoice, Buffer.from([0xe4, 0xb8])])],
    ["bytes after the root element (a polyglot tail)", Buffer.concat([invoice, Buffer.from("MZ\x90\x00 payload", "binary")])],
    ["UTF-16 text", Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("<?xml version=\"1.0\"?><a/>", "utf16le")])],
    ["plain text", Buffer.from("Invoice 12345, total 100.00\n")],
    ["a PNG named .xml", png(2)],
  ])("refuses %s and keeps nothing", async (_, bytes) => {
    const name = `bad-${bytes.length}.xml`;
    const err = await refusal(storeUpload(await getDb(), counted(bytes).source, { ...xmlOnly, name }));
    expect(err.messageKey).toBe("validation.upload.type");
    expect(err.values).toEqual({ kinds: "XML" });
    expect(await leftovers(name)).toBe(0);
  });

  it("is never taken by a route that does not accept xml, and an SVG stays an SVG", async () => {
    const db = await getDb();
    expect((await refusal(storeUpload(db, counted(invoice).source, { accept: ["pdf", "png"], maxBytes: 1024 * 1024, purpose, name: "inv.pdf" }))).messageKey).toBe("validation.upload.type");
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n');
    expect((await refusal(storeUpload(db, counted(svg).source, { ...xmlOnly, name: "icon.xml" }))).messageKey).toBe("validation.upload.type");
  });
});
