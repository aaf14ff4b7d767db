import { noticeFilePath, noticeOps } from "@/lib/contracts/base-data/notice";
import { rights } from "@/lib/rights/codes";
import { defineRoute, type AnyRoute } from "@/services/core/route";
import { noticeFiles } from "@/services/db/schema";

type Handler = AnyRoute["handler"];
type UploadCtx = Parameters<Handler>[0];

/**
 * Streams the raw body to storage (size checked as bytes arrive, then magic bytes; nothing stored on
 * refusal), then records the file for the editor's company so only a notice of it can bind the file.
 */
const store = (purpose: string) => async ({ db, principal, query, upload }: UploadCtx) => {
  const p = principal!;
  // Not inside one transaction: a 100 MB upload would hold a connection (PGlite's only one) for its whole duration.
  const file = await upload({ purpose, name: (query as { name: string }).name, createdBy: p.userId, companyId: p.companyId });
  await db.insert(noticeFiles).values({ fileId: file.id, companyId: p.companyId, kind: file.kind, createdBy: p.userId });
  return { id: file.id, url: noticeFilePath(file.id), kind: file.kind, size: file.size, name: file.name };
};

export const uploadNoticeImage = defineRoute(noticeOps.uploadImage, {
  rights: [rights.notice.add, rights.notice.edit],
  audience: "internal",
  handler: store("notice-image"),
});

export const uploadNoticeVideo = defineRoute(noticeOps.uploadVideo, {
  rights: [rights.notice.add, rights.notice.edit],
  audience: "internal",
  handler: store("notice-video"),
});
