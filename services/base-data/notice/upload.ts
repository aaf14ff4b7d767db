import { noticeFilePath, noticeOps } from "@/lib/contracts/base-data/notice";
import { rights } from "@/lib/rights/codes";
import { AppError } from "@/services/core/errors";
import { defineRoute, type AnyRoute } from "@/services/core/route";
import { removeStored, storeUpload } from "@/services/core/storage";
import { noticeFiles } from "@/services/db/schema";

type Handler = AnyRoute["handler"];
type UploadCtx = Parameters<Handler>[0];

/**
 * Streams the raw body to storage (size checked as bytes arrive, then magic bytes; nothing stored on
 * refusal), then records the file for the editor's company so only a notice of it can bind the file.
 */
const store = (op: typeof noticeOps.uploadImage | typeof noticeOps.uploadVideo, purpose: string) => async ({ db, req, principal, query }: UploadCtx) => {
  if (!req.body || !principal) throw new AppError("VALIDATION", "validation.upload.empty");
  const { accept, maxBytes } = op.upload!;
  const name = (query as { name: string }).name;
  // Not inside one transaction: a 100 MB upload would hold a connection (PGlite's only one) for its whole duration.
  const file = await storeUpload(db, req.body, { accept, maxBytes, purpose, name, createdBy: principal.userId, companyId: principal.companyId });
  try {
    await db.insert(noticeFiles).values({ fileId: file.id, companyId: principal.companyId, kind: file.kind, createdBy: principal.userId });
  } catch (err) {
    await removeStored(db, file.id);
    throw err;
  }
  return { id: file.id, url: noticeFilePath(file.id), kind: file.kind, size: file.size, name: file.name };
};

export const uploadNoticeImage = defineRoute(noticeOps.uploadImage, {
  rights: [rights.notice.add, rights.notice.edit],
  audience: "internal",
  handler: store(noticeOps.uploadImage, "notice-image"),
});

export const uploadNoticeVideo = defineRoute(noticeOps.uploadVideo, {
  rights: [rights.notice.add, rights.notice.edit],
  audience: "internal",
  handler: store(noticeOps.uploadVideo, "notice-video"),
});
