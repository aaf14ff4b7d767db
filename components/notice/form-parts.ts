import { noticeInput, noticeOps } from "@/lib/contracts/base-data/notice";
import { addressOf } from "@/lib/contracts/kit/operation";
import { formFacts } from "@/components/common/schema-limits";

/** What the notice form reads of its contract before its schema loads: the fields' facts and the calls' addresses. */
export const noticeFormParts = () => ({
  facts: formFacts(noticeInput),
  create: addressOf(noticeOps.create),
  update: addressOf(noticeOps.update),
  uploadVideo: addressOf(noticeOps.uploadVideo),
  uploadImage: addressOf(noticeOps.uploadImage),
});
export type NoticeFormParts = ReturnType<typeof noticeFormParts>;
