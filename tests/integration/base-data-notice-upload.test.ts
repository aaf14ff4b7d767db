import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { NoticeDetail, UploadedFile } from "@/lib/contracts/base-data/notice";
import { services } from "@/services/registry";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { jpeg, pdf, png } from "../helpers/files";
import { call } from "../helpers/services";
import { createNotice, freshUser, noticeBody, supplierId } from "./base-data-notice.fixtures";

let editor: string;
let sup1: string;
let sup2: string;
let s1001: number;

const mp4 = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom\0\0\x02\0isomiso2", "binary"), Buffer.from([0, 0, 0, 8]), Buffer.from("free")]);
const exe = () => Buffer.concat([Buffer.from("MZ\x90\0\x03\0\0\0", "binary"), Buffer.alloc(200, 0x41)]);

async function upload(token: string, kind: "image" | "video", bytes: Uint8Array, name: string) {
  const res = await services["base-data"].app.fetch(new Request(`http://test/notice/${kind}/upload?name=${encodeURIComponent(name)}`, {
    method: "POST", headers: { "x-token": token, "x-locale": "en", "content-type": "application/octet-stream" }, body: new Blob([Buffer.from(bytes)]),
  }));
  return { status: res.status, body: (await res.json()) as { returnCode: number; message: string; data?: UploadedFile } };
}
const fetchFile = (token: string, url: string) =>
  services["base-data"].app.fetch(new Request(`http://test${url.replace("/api/base-data", "")}`, { headers: { "x-token": token } }));
const storedCount = async () => Number((await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from stored_files where purpose like 'notice-%'`))[0]!.n);

beforeAll(async () => {
  s1001 = await supplierId("1001");
  editor = (await freshUser({ role: "purchaser", type: "internal", companies: [1] })).token;
  sup1 = (await freshUser({ role: "supplier", type: "supplier", venNo: "1001", companies: [1] })).token;
  sup2 = (await freshUser({ role: "supplier", type: "supplier", venNo: "1002", companies: [1] })).token;
});

describe("notice uploads (magic bytes, limits, nothing stored on refusal)", () => {
  it.each([
    ["a renamed executable", "image", exe(), "photo.png", 400],
    ["a PDF named .jpg", "image", pdf(), "photo.jpg", 400],
    ["a polyglot: PNG head with a script", "image", Buffer.concat([png().subarray(0, 16), Buffer.from("<script>alert(1)</script>")]), "poly.png", 400],
    ["an HTML page named .png", "image", Buffer.from("<html><script>alert(1)</script></html>"), "x.png", 400],
    ["a PNG one byte over 5 MB", "image", Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024 + 1 - png().length)]), "big.png", 413],
    ["a video with a wrong head", "video", Buffer.concat([Buffer.from("RIFF\0\0\0\0AVI "), Buffer.alloc(100)]), "clip.mp4", 400],
    ["a PNG as video", "video", png(), "clip.webm", 400],
    ["an empty body", "image", new Uint8Array(), "empty.png", 400],
  ] as const)("refuses %s", async (_, kind, bytes, name, status) => {
    const before = await storedCount();
    const res = await upload(editor, kind, bytes, name);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(await storedCount()).toBe(before);
  });

  it("refuses uploads from supplier accounts", async () => {
    expect((await upload(sup1, "image", png(), "a.png")).body.returnCode).toBe(403);
  });

  it("stores PNG, JPEG and MP4 under server ids; readers of the notice get them, others 404", async () => {
    const image = await upload(editor, "image", png(), "../../etc/passwd.png");
    expect(image.body.returnCode).toBe(200);
    expect(image.body.data!.url).toMatch(/^\/api\/base-data\/notice\/file\/[0-9a-f-]{36}$/);
    expect((await upload(editor, "image", jpeg(), "a.jpg")).body.data!.kind).toBe("jpeg");
    const video = await upload(editor, "video", mp4(), "clip.mp4");
    expect(video.body.data!.kind).toBe("mp4");
    // before any notice refers to it, only editors can fetch it
    expect((await fetchFile(sup1, image.body.data!.url)).status).toBe(404);
    const notice = await createNotice(editor, noticeBody({
      template: "multimedia", supplierIds: [s1001], videoFileId: video.body.data!.id,
      body: `<p>see</p><img src="${image.body.data!.url}" onerror="alert(1)">`,
    }));
    expect(notice.body).toBe(`<p>see</p><img src="${image.body.data!.url}" />`);
    const seen = await fetchFile(sup1, image.body.data!.url);
    expect(seen.status).toBe(200);
    expect(seen.headers.get("content-type")).toBe("image/png");
    expect(seen.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await fetchFile(sup1, video.body.data!.url)).headers.get("content-type")).toBe("video/mp4");
    expect((await fetchFile(sup2, image.body.data!.url)).status).toBe(404);
    // a notice of another company cannot take over the video
    const other = (await freshUser({ role: "purchaser", type: "internal", companies: [2] })).token;
    const stolen = await call<NoticeDetail>("base-data", "POST", "/notice", { token: other, body: noticeBody({ template: "multimedia", videoFileId: video.body.data!.id }) });
    expect(stolen.body.returnCode).toBe(400);
  });
});
