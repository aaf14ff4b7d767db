import type { AnyRoute } from "@/services/core/route";
import { answerPurchaseOrderLine } from "./answer";
import { getPurchaseOrderAudit } from "./audit";
import { batchReceivePurchaseOrders } from "./batch-receive";
import { batchRejectPurchaseOrders } from "./batch-reject";
import { confirmPurchaseOrder } from "./confirm";
import { getPurchaseOrder } from "./detail";
import { getPurchaseOrderPdf } from "./document";
import { getPurchaseOrderFile, listPurchaseOrderFiles, uploadPurchaseOrderFile } from "./files";
import { purchaseOrderListRoutes } from "./list";
import { reviewPurchaseOrderPrices } from "./price-review";
import { receivePurchaseOrder } from "./receive";
import { rejectPurchaseOrder } from "./reject";
import { getDashboardWarnings } from "./warnings";
import { downloadConfirmWorkbook } from "./workbook";
import { uploadConfirmWorkbook } from "./workbook-upload";

/** The purchase-order module's routes, fixed paths before `/:id` ones. */
export const purchaseOrderRoutes: AnyRoute[] = [
  purchaseOrderListRoutes.list, purchaseOrderListRoutes.export, batchReceivePurchaseOrders, batchRejectPurchaseOrders, getDashboardWarnings,
  getPurchaseOrderFile, downloadConfirmWorkbook, uploadConfirmWorkbook, getPurchaseOrder, getPurchaseOrderPdf, listPurchaseOrderFiles,
  uploadPurchaseOrderFile, getPurchaseOrderAudit, receivePurchaseOrder, rejectPurchaseOrder, confirmPurchaseOrder, answerPurchaseOrderLine,
  reviewPurchaseOrderPrices,
];
