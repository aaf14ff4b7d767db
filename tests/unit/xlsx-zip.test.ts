import { inflateRawSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { SharedStrings } from "@/services/core/export/shared-strings";
import { xlsxSheetStream } from "@/services/core/export/xlsx-stream";

/** CRC-32 (IEEE), computed here independently of the writer, which takes it from zlib. */
const table = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(b: Uint8Array): number {
  let c = 0xffffffff;
  for (const x of b) c = table[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) parts.push(r.value);
  return Buffer.concat(parts);
}

/** The archive's parts as its central directory lists them, each checked against its local header. */
function unzip(zip: Buffer) {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  expect(at + zip.readUInt32LE(end + 12)).toBe(end);
  const parts = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const flags = zip.readUInt16LE(at + 8);
    const [crc, compressed, size] = [zip.readUInt32LE(at + 16), zip.readUInt32LE(at + 20), zip.readUInt32LE(at + 24)];
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    expect(zip.readUInt32LE(local), name).toBe(0x04034b50);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = inflateRawSync(zip.subarray(start, start + compressed));
    expect([data.length, crc32(data)], name).toEqual([size, crc]);
    if (flags & 0x0008) {
      const d = start + compressed; // the data descriptor of a streamed part
      expect([zip.readUInt32LE(d), zip.readUInt32LE(d + 4), zip.readUInt32LE(d + 8), zip.readUInt32LE(d + 12)], name).toEqual([0x08074b50, crc, compressed, size]);
    } else {
      expect([zip.readUInt32LE(local + 14), zip.readUInt32LE(local + 18), zip.readUInt32LE(local + 22)], name).toEqual([crc, compressed, size]);
    }
    parts.set(name, data.toString("utf8"));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return parts;
}

describe("the streamed .xlsx package", () => {
  it("holds every part whole: sizes and CRC-32 match the data, the shared strings follow the sheet", async () => {
    const strings = new SharedStrings();
    const rows = 40_000; // several MB of sheet: many hand-overs to zlib and waits for it
    async function* body() {
      for (let r = 0; r < rows; r += 1000) {
        let xml = "";
        for (let i = r; i < r + 1000; i++) xml += `<row r="${i + 2}"><c r="A${i + 2}"><v>${i}</v></c><c t="s"><v>${strings.add(`名称 ${i % 7}`)}</v></c><c t="inlineStr"><is><t>x${i * 7919}</t></is></c></row>`;
        yield xml;
      }
    }
    const zip = await bytesOf(xlsxSheetStream({ sheetName: "采购订单 [1]", columns: [{ header: "n" }, { header: "名称" }, { header: "=x" }], rows: body(), strings }));
    const parts = unzip(zip);
    expect([...parts.keys()]).toEqual(["[Content_Types].xml", "_rels/.rels", "xl/workbook.xml", "xl/_rels/workbook.xml.rels", "xl/styles.xml",
      "xl/worksheets/sheet1.xml", "xl/sharedStrings.xml"]);
    const sheet = parts.get("xl/worksheets/sheet1.xml")!;
    expect(sheet).toContain('<row r="1"><c r="A1" t="inlineStr"><is><t>n</t></is></c><c r="B1" t="inlineStr"><is><t>名称</t></is></c><c r="C1" t="inlineStr"><is><t>\'=x</t></is></c></row>');
    expect(sheet.match(/<row /g)!.length).toBe(rows + 1);
    expect(sheet.endsWith(`<v>${rows - 1}</v></c><c t="s"><v>${(rows - 1) % 7}</v></c><c t="inlineStr"><is><t>x${(rows - 1) * 7919}</t></is></c></row></sheetData></worksheet>`)).toBe(true);
    expect(parts.get("xl/sharedStrings.xml")).toContain('uniqueCount="7"><si><t>名称 0</t></si>');
    expect(parts.get("xl/workbook.xml")).toContain('<sheet name="采购订单 _1_" sheetId="1" r:id="rId1"/>');
  });

  it("stops asking for rows once the reader has gone", async () => {
    let pulled = 0;
    let closed = false;
    async function* body() {
      try {
        for (let i = 0; i < 100_000; i++) {
          pulled++;
          yield `<row r="${i + 2}"><c><v>${i}</v></c></row>`.repeat(200);
        }
      } finally {
        closed = true;
      }
    }
    const reader = xlsxSheetStream({ sheetName: "s", columns: [{ header: "n" }], rows: body() }).getReader();
    while (pulled === 0) await reader.read(); // the sheet is under way, the reader keeps no pace
    await reader.cancel();
    await vi.waitFor(() => expect(closed).toBe(true), { timeout: 5000 });
    expect(pulled).toBeLessThan(100_000);
  });
});
