import { noticeFilePath, noticeLimits, noticeOps } from "@/lib/contracts/base-data/notice";
import { rights } from "@/lib/rights/codes";
import { AppError } from "@/services/core/errors";
import { defineRoute, type Ctx } from "@/services/core/route";
import type { FileKind } from "@/services/core/storage";
import { noticeFiles } from "@/services/db/schema";

type UploadCtx = Ctx<typeof noticeOps.uploadImage, "user">;

/** Streams the raw body to storage (size checked as bytes arrive, then magic bytes), then records it for the notice editor's company. */
async function store({ db, req, scope, query }: UploadCtx, accept: FileKind[], maxBytes: number, purpose: string) {
  if (!req.body) throw new AppError("VALIDATION", "validation.upload.empty");
  const { storeUpload } = await import("@/services/core/storage"); // TEMP until the storage seam is merged
  const file = await storeUpload(db, req.body, { accept, maxBytes, purpose, name: query.name, createdBy: scope.userId, companyId: scope.companyId });
  await db.insert(noticeFiles).values({ fileId: file.id, companyId: scope.companyId, kind: file.kind, createdBy: scope.userId });
  return { id: file.id, url: noticeFilePath(file.id), kind: file.kind, size: file.size, name: file.name };
}

export const uploadNoticeImage = defineRoute(noticeOps.uploadImage, {
  rights: [rights.notice.add, rights.notice.edit],
  audience: "internal",
  handler: async (ctx) => store(ctx, ["png", "jpeg"], noticeLimits.imageBytes, "notice-image"),
});

export const uploadNoticeVideo = defineRoute(noticeOps.uploadVideo, {
  rights: [rights.notice.add, rights.notice.edit],
  audience: "internal",
  handler: async (ctx) => store(ctx as unknown as UploadCtx, ["mp4", "webm"], noticeLimits.videoBytes, "notice-video"),
});
