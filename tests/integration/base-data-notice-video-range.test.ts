import { beforeAll, describe, expect, it } from "vitest";
import type { UploadedFile } from "@/lib/contracts/base-data/notice";
import { services } from "@/services/registry";
import { chunkBytes, parseRange } from "@/services/core/storage";
import { createNotice, freshUser, noticeBody, supplierId } from "./base-data-notice.fixtures";

// An MP4 head and a box with enough payload to span three storage chunks, so ranges cross chunk boundaries.
// Deterministic bytes that differ across chunks: random ones would, once in a while, spell markup that uploads refuse.
const payload = Buffer.from(Array.from({ length: chunkBytes * 2 + 12_345 }, (_, i) => (i * 31 + (i >>> 11)) % 251));
const box = Buffer.alloc(4);
box.writeUInt32BE(payload.length + 8);
const video = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom\0\0\x02\0isomiso2", "binary"),
  box, Buffer.from("free"), payload,
]);
const size = video.length;

let url: string;
let reader: string;
let outsider: string;

const get = (token: string, headers: Record<string, string> = {}) =>
  services["base-data"].app.fetch(new Request(`http://test${url.replace("/api/base-data", "")}`, { headers: { "x-token": token, ...headers } }));
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

beforeAll(async () => {
  const editor = (await freshUser({ role: "purchaser", type: "internal", companies: [1] })).token;
  reader = (await freshUser({ role: "supplier", type: "supplier", venNo: "1001", companies: [1] })).token;
  outsider = (await freshUser({ role: "supplier", type: "supplier", venNo: "1002", companies: [1] })).token;
  const res = await services["base-data"].app.fetch(new Request("http://test/notice/video/upload?name=clip.mp4", {
    method: "POST", headers: { "x-token": editor, "x-locale": "en", "content-type": "application/octet-stream" }, body: new Blob([video]),
  }));
  const uploaded = ((await res.json()) as { data: UploadedFile }).data;
  url = uploaded.url;
  await createNotice(editor, noticeBody({ template: "multimedia", supplierIds: [await supplierId("1001")], videoFileId: uploaded.id }));
}, 60_000);

describe("notice video byte ranges", () => {
  it("answers the whole video with Accept-Ranges when no range is asked", async () => {
    const res = await get(reader);
    expect(res.status).toBe(200);
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("content-length")).toBe(String(size));
    expect(res.headers.get("content-range")).toBeNull();
    expect(Buffer.compare(await bytesOf(res), video)).toBe(0);
  });

  it.each([
    ["the first bytes", "bytes=0-99", 0, 99],
    ["a range across a chunk boundary", `bytes=${chunkBytes - 10}-${chunkBytes + 9}`, chunkBytes - 10, chunkBytes + 9],
    ["a range spanning a whole chunk", `bytes=100-${chunkBytes * 2 + 5}`, 100, chunkBytes * 2 + 5],
    ["an open-ended range", `bytes=${chunkBytes * 2}-`, chunkBytes * 2, size - 1],
    ["the last 500 bytes", "bytes=-500", size - 500, size - 1],
    ["an end past the file, cut to its end", `bytes=${size - 3}-${size + 1000}`, size - 3, size - 1],
    ["a single byte", "bytes=7-7", 7, 7],
  ])("answers %s as 206 with the exact bytes and Content-Range", async (_, range, start, end) => {
    const res = await get(reader, { range });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes ${start}-${end}/${size}`);
    expect(res.headers.get("content-length")).toBe(String(end - start + 1));
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.compare(await bytesOf(res), video.subarray(start, end + 1))).toBe(0);
  });

  it.each([`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, "bytes=500-100", "bytes=-0", "bytes=x-y", "bytes=-"])("answers %s with 416 and the file's size", async (range) => {
    const res = await get(reader, { range });
    expect(res.status).toBe(416);
    expect(res.headers.get("content-range")).toBe(`bytes */${size}`);
    expect((await bytesOf(res)).length).toBe(0);
  });

  it.each([["several ranges", { range: "bytes=0-1,5-9" }], ["another unit", { range: "items=0-1" }], ["an If-Range it cannot validate", { range: "bytes=0-1", "if-range": '"abc"' }]])(
    "answers the whole video for %s",
    async (_, headers) => {
      const res = await get(reader, headers);
      expect(res.status).toBe(200);
      expect((await bytesOf(res)).length).toBe(size);
    },
  );

  it("answers a reader of another company 404 for any range, like a missing file", async () => {
    expect((await get(outsider, { range: "bytes=0-99" })).status).toBe(404);
    expect((await get(outsider, { range: `bytes=${size}-` })).status).toBe(404);
  });

  it("parses ranges as RFC 9110 reads them", () => {
    expect(parseRange(null, 10)).toBeNull();
    expect(parseRange("bytes=2-", 10)).toEqual({ start: 2, end: 9 });
    expect(parseRange("bytes=-20", 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=0-0", 0)).toBe("unsatisfiable");
    expect(parseRange(" BYTES = 1 - 3 ", 10)).toEqual({ start: 1, end: 3 });
  });
});
