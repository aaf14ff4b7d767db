import { deliveryNoticeList, deliveryNoticeOps } from "@/lib/contracts/erp-purchase/delivery-notice";
import { purchaseReceiptList } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { addressOf } from "@/lib/contracts/kit/operation";

/** What recording a receipt reads of the contracts before a notice is chosen, as plain data for the page to hand over. */
export const receiptNewParts = () => ({
  namespace: purchaseReceiptList.namespace,
  noticeList: addressOf(deliveryNoticeList.list),
  noticeDetail: addressOf(deliveryNoticeOps.detail),
});
export type ReceiptNewParts = ReturnType<typeof receiptNewParts>;
