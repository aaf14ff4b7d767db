import { noticeHref } from "@/lib/notice/href";

/**
 * Where a notification's document opens (the inbox and the mails link to it): its own page, or its list
 * filtered to its number; a security event leads to the account's profile.
 */
export function entityHref(entity: string, entityId: string, no?: string | null): string {
  if (!/^\d{1,12}$/.test(entityId) && ["purchase_order", "delivery_notice", "delivery_note", "reconciliation_statement", "notice", "price_inquiry", "purchase_label", "processing_label"].includes(entity)) return "/dashboard";
  const n = encodeURIComponent(no ?? "");
  switch (entity) {
    case "purchase_order": return `/purchase/order/${entityId}`;
    case "delivery_notice": return `/delivery/notice/${entityId}`;
    case "goods_receipt": return `/purchase/receipt?recno=${n}`;
    case "reconciliation_statement": return `/finance/statement/${entityId}`;
    case "deduction_bill": return `/processing/deduction-bill?billNo=${n}`;
    case "notice": return noticeHref(Number(entityId));
    case "processing_order": return `/processing/order?outNo=${n}`;
    case "delivery_note": return `/delivery/note/${entityId}`;
    case "owed_quantity": return `/processing/owed-quantity?owedNo=${n}`;
    case "price_inquiry": return `/purchase/quotation/inquiry/${entityId}`;
    case "purchase_label": return `/purchase/label/${entityId}`;
    case "processing_label": return `/processing/labels/${entityId}`;
    default: return "/profile/index";
  }
}
