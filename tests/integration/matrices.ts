import type { ServiceName } from "@/lib/contracts/services";
import type { Matrix } from "../helpers/matrix";
import { apiTokenMatrix } from "./base-data-api-token.matrix";
import { conversationMatrix } from "./base-data-conversation.matrix";
import { dictionaryMatrix } from "./base-data-dictionary.matrix";
import { helpDocMatrix } from "./base-data-help-doc.matrix";
import { itReportMatrix } from "./base-data-it-report.matrix";
import { menuRoleMatrix } from "./base-data-menu-role.matrix";
import { noticeMatrix } from "./base-data-notice.matrix";
import { notificationMatrix } from "./base-data-notification.matrix";
import { notificationPreferenceMatrix } from "./base-data-notification-preference.matrix";
import { subAccountMatrix } from "./base-data-sub-account.matrix";
import { userMatrix } from "./base-data-user.matrix";
import { webhookMatrix } from "./base-data-webhook.matrix";
import { deductionBillMatrix } from "./erp-production-deduction-bill.matrix";
import { deliveryNoteMatrix } from "./erp-production-delivery-note.matrix";
import { deliveryPlanMatrix } from "./erp-production-delivery-plan.matrix";
import { owedQuantityMatrix } from "./erp-production-owed-quantity.matrix";
import { processingOrderMatrix } from "./erp-production-processing-order.matrix";
import { warehouseStockMatrix } from "./erp-production-warehouse-stock.matrix";
import { deliveryNoticeMatrix } from "./erp-purchase-delivery-notice.matrix";
import { materialPrepMatrix } from "./erp-purchase-material-prep.matrix";
import { materialRuleMatrix } from "./erp-purchase-material-rule.matrix";
import { sourcingMatrix } from "./erp-purchase-price-inquiry.matrix";
import { purchaseCollectionMatrix } from "./erp-purchase-purchase-collection.matrix";
import { purchaseOrderMatrix } from "./erp-purchase-purchase-order.matrix";
import { purchaseReceiptMatrix } from "./erp-purchase-purchase-receipt.matrix";
import { receivingScanMatrix } from "./erp-purchase-receiving-scan.matrix";
import { statementMatrix } from "./erp-purchase-reconciliation-statement.matrix";
import { supplierScoreMatrix } from "./erp-purchase-supplier-score.matrix";
import { vmiInventoryMatrix } from "./erp-purchase-vmi-inventory.matrix";
import { labelPrintMatrix } from "./label-label-print.matrix";
import { purchaseLabelMatrix } from "./label-purchase-label.matrix";

/** Every service's authorisation matrix, merged from its modules' entry files (tests/helpers/matrix.ts). */
export const matrices: Record<ServiceName, Matrix> = {
  "erp-purchase": {
    ...purchaseOrderMatrix, ...deliveryNoticeMatrix, ...purchaseReceiptMatrix, ...purchaseCollectionMatrix, ...sourcingMatrix,
    ...vmiInventoryMatrix, ...statementMatrix, ...materialRuleMatrix, ...materialPrepMatrix,
    ...supplierScoreMatrix, ...receivingScanMatrix,
  },
  label: { ...purchaseLabelMatrix, ...labelPrintMatrix },
  "base-data": { ...userMatrix, ...dictionaryMatrix, ...menuRoleMatrix, ...noticeMatrix, ...itReportMatrix, ...helpDocMatrix, ...subAccountMatrix, ...notificationMatrix, ...webhookMatrix, ...apiTokenMatrix,
    ...notificationPreferenceMatrix, ...conversationMatrix },
  "erp-production": {
    ...processingOrderMatrix, ...warehouseStockMatrix, ...deliveryPlanMatrix, ...deliveryNoteMatrix, ...owedQuantityMatrix, ...deductionBillMatrix,
  },
};
