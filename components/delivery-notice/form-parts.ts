import { deliveryNoticeInput, deliveryNoticeOps } from "@/lib/contracts/erp-purchase/delivery-notice";
import { addressOf } from "@/lib/contracts/kit/operation";
import { formFacts } from "@/components/common/schema-limits";

/** What the notice form reads of its contract before its schema loads: the fields' facts and the calls' addresses. */
export const noticeFormParts = () => ({
  facts: formFacts(deliveryNoticeInput),
  create: addressOf(deliveryNoticeOps.create),
  update: addressOf(deliveryNoticeOps.update),
  detail: addressOf(deliveryNoticeOps.detail),
});
export type NoticeFormParts = ReturnType<typeof noticeFormParts>;
