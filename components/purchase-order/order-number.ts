import "server-only";
import { purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import { documentNumber } from "@/components/common/document-number";

/** The PO number for the page's heading and tab title, once per request; null when not visible. */
export const orderNumber = (id: number) => documentNumber(purchaseOrderOps.detail, id, (o) => o.pono);
