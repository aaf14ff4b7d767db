import { createServiceApp } from "@/services/core/app";
import type { AnyRoute } from "@/services/core/route";
import { purchaseOrderRoutes } from "./purchase-order/routes";
import { deliveryNoticeRoutes } from "./delivery-notice/routes";
import { purchaseReceiptRoutes } from "./purchase-receipt/routes";
import { receivingScanRoutes } from "./receiving-scan/routes";
import { purchaseCollectionRoutes } from "./purchase-collection/routes";
import { priceInquiryRoutes } from "./price-inquiry/routes";
import { quotationRoutes } from "./quotation/routes";
import { vmiInventoryRoutes } from "./vmi-inventory/routes";
import { materialRuleRoutes } from "./material-rule/routes";
import { materialPrepRoutes } from "./material-prep/routes";
import { reconciliationStatementRoutes } from "./reconciliation-statement/routes";
import { supplierScoreRoutes } from "./supplier-score/routes";

export const routes: AnyRoute[] = [
  ...purchaseOrderRoutes, ...deliveryNoticeRoutes, ...purchaseReceiptRoutes, ...receivingScanRoutes, ...purchaseCollectionRoutes,
  ...priceInquiryRoutes, ...quotationRoutes, ...vmiInventoryRoutes, ...materialRuleRoutes, ...materialPrepRoutes,
  ...reconciliationStatementRoutes, ...supplierScoreRoutes,
];

export const app = createServiceApp("erp-purchase", routes);
