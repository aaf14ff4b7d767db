import { rights } from "@/lib/rights/codes";
import type { UploadedFile } from "@/lib/contracts/base-data/notice";
import { png } from "../helpers/files";
import { fetchRaw, supplierIdOf } from "../helpers/fixtures";
import { internalOnly, type Matrix, type Tokens } from "../helpers/matrix";
import { createNotice, noticeBody } from "./base-data-notice.fixtures";

/**
 * The notice routes of the base-data matrix. The board is every account's: a notice addressed to supplier 1001
 * (with an image) is read and confirmed by 1001's accounts and by staff, and answers another supplier like a
 * missing one. Writing notices is internal (base-data-notice.matrix.test.ts walks the editors).
 */
const { view, add, edit, delete: del, export: exp } = rights.notice;
const everyone = { outsider: { sup1002: 200 } };

/** A notice of admin's to supplier 1001, showing an image uploaded for it. */
async function addressed(t: Tokens) {
  const res = await fetchRaw("POST", "/notice/image/upload?name=m.png", { service: "base-data", token: t.admin, raw: png() });
  const file = ((await res.json()) as { data: UploadedFile }).data;
  const notice = await createNotice(t.admin!, noticeBody({ supplierIds: [await supplierIdOf("1001")], body: `<img src="${file.url}">` }));
  return { id: notice.id, fileUrl: file.url };
}

export const noticeMatrix: Matrix = {
  "get /notice/board": { rights: [], kind: "read", ...everyone, target: async () => ({ path: "/notice/board?limit=5" }) },
  "get /notice/board/export": { rights: [], kind: "read", ...everyone, target: async () => ({ path: "/notice/board/export" }) },
  "get /notice/board/headlines": { rights: [], kind: "read", ...everyone, target: async () => ({ path: "/notice/board/headlines" }) },
  "get /notice/board/pending": { rights: [], kind: "read", ...everyone, target: async () => ({ path: "/notice/board/pending" }) },
  "get /notice/board/:id": { rights: [], kind: "read", target: async (t) => ({ path: `/notice/board/${(await addressed(t)).id}` }) },
  "post /notice/board/:id/confirm": { rights: [], kind: "write", target: async (t) => ({ path: `/notice/board/${(await addressed(t)).id}/confirm` }) },
  "get /notice/file/:fileId": { rights: [], kind: "read", target: async (t) => ({ path: (await addressed(t)).fileUrl.replace("/api/base-data", "") }) },
  "get /notice/suppliers": internalOnly([add, edit], "read", "/notice/suppliers"),
  "post /notice/image/upload": internalOnly([add, edit], "create", "/notice/image/upload?name=a.png"),
  "post /notice/video/upload": internalOnly([add, edit], "create", "/notice/video/upload?name=a.mp4"),
  "get /notice": internalOnly([view], "list", "/notice"),
  "get /notice/export": internalOnly([exp], "export", "/notice/export"),
  "get /notice/receipts": internalOnly([view], "list", "/notice/receipts?noticeId=2147483647"),
  "get /notice/receipts/export": internalOnly([view], "export", "/notice/receipts/export?noticeId=2147483647"),
  "get /notice/:id": internalOnly([view], "read", "/notice/2147483647"),
  "get /notice/:id/receipts": internalOnly([view], "read", "/notice/2147483647/receipts"),
  "post /notice": internalOnly([add], "create", "/notice", {}),
  "put /notice/:id": internalOnly([edit], "write", "/notice/2147483647", {}),
  "post /notice/:id/status": internalOnly([edit], "write", "/notice/2147483647/status", { status: "invalid" }),
  "delete /notice/:id": internalOnly([del], "write", "/notice/2147483647"),
};
