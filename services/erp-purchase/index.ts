import { createServiceApp } from "@/services/core/app";
import type { AnyRoute } from "@/services/core/route";
import { purchaseOrderListRoutes } from "./purchase-order/list";
import { getPurchaseOrder } from "./purchase-order/detail";
import { getPurchaseOrderPdf } from "./purchase-order/document";
import { getPurchaseOrderFile, listPurchaseOrderFiles, uploadPurchaseOrderFile } from "./purchase-order/files";
import { getPurchaseOrderAudit } from "./purchase-order/audit";
import { receivePurchaseOrder } from "./purchase-order/receive";
import { rejectPurchaseOrder } from "./purchase-order/reject";
import { batchReceivePurchaseOrders } from "./purchase-order/batch-receive";
import { batchRejectPurchaseOrders } from "./purchase-order/batch-reject";
import { confirmPurchaseOrder } from "./purchase-order/confirm";
import { downloadConfirmWorkbook } from "./purchase-order/workbook";
import { uploadConfirmWorkbook } from "./purchase-order/workbook-upload";
import { answerPurchaseOrderLine } from "./purchase-order/answer";
import { deliveryNoticeListRoutes } from "./delivery-notice/list";
import { listNoticeCandidates } from "./delivery-notice/candidates";
import { getDeliveryNotice } from "./delivery-notice/detail";
import { getDeliveryNoticeAudit } from "./delivery-notice/audit";
import { createDeliveryNotice } from "./delivery-notice/create";
import { downloadNoticeWorkbook } from "./delivery-notice/workbook";
import { uploadNoticeWorkbook } from "./delivery-notice/workbook-upload";
import { updateDeliveryNotice } from "./delivery-notice/update";
import { cancelDeliveryNotice } from "./delivery-notice/cancel";
import { purchaseReceiptListRoutes } from "./purchase-receipt/list";
import { getReceipt } from "./purchase-receipt/detail";
import { createReceipt } from "./purchase-receipt/create";
import { findReceivingNotice, getReceivingNotice } from "./receiving-scan/detail";
import { scanReceivingCarton } from "./receiving-scan/scan";
import { replayReceivingScans } from "./receiving-scan/replay";
import { bookReceivingScans } from "./receiving-scan/book";
import { purchaseCollectionListRoutes } from "./purchase-collection/list";
import { getCollection } from "./purchase-collection/detail";
import { downloadCollection } from "./purchase-collection/download";
import { vmiInventoryListRoutes, vmiMovementListRoutes } from "./vmi-inventory/list";
import { getVmiMaterial } from "./vmi-inventory/detail";
import { createVmiMaterial } from "./vmi-inventory/create";
import { updateVmiMaterial } from "./vmi-inventory/update";
import { receiveVmiStock } from "./vmi-inventory/receive";
import { consumeVmiStock } from "./vmi-inventory/consume";
import { materialNoticeListRoutes, materialRuleListRoutes } from "./material-rule/list";
import { createMaterialRule, getMaterialRule, removeMaterialRule, updateMaterialRule } from "./material-rule/rule-write";
import { generateMaterialNotices } from "./material-rule/generate";
import { acknowledgeMaterialNotice, getMaterialNotice } from "./material-rule/notice";
import { materialPrepListRoutes } from "./material-prep/list";
import { createMaterialPrep, getMaterialPrep, removeMaterialPrep, updateMaterialPrep } from "./material-prep/task-write";
import { enterMaterialPrepProgress } from "./material-prep/progress";
import { cancelMaterialPrep } from "./material-prep/cancel";
import { statementListRoutes } from "./reconciliation-statement/list";
import { generateStatement } from "./reconciliation-statement/generate";
import { getStatement, getStatementAudit } from "./reconciliation-statement/detail";
import { sendStatement } from "./reconciliation-statement/send";
import { withdrawStatement } from "./reconciliation-statement/withdraw";
import { confirmStatement } from "./reconciliation-statement/confirm";
import { returnStatement } from "./reconciliation-statement/return";
import { reviseStatement } from "./reconciliation-statement/revise";
import { voidStatement } from "./reconciliation-statement/void";
import { disputeStatementLine } from "./reconciliation-statement/dispute";
import { answerStatementDispute } from "./reconciliation-statement/answer";
import { uploadInvoiceFile } from "./reconciliation-statement/invoice-upload";
import { readEInvoiceFile } from "./reconciliation-statement/invoice-einvoice";
import { getInvoiceFile } from "./reconciliation-statement/invoice-file";
import { getInvoiceNotices } from "./reconciliation-statement/invoice-notices";
import { bindInvoices } from "./reconciliation-statement/invoice-bind";
import { confirmInvoice } from "./reconciliation-statement/invoice-confirm";
import { returnInvoice } from "./reconciliation-statement/invoice-return";
import { getDashboardWarnings } from "./purchase-order/warnings";
import { reviewPurchaseOrderPrices } from "./purchase-order/price-review";
import { priceInquiryListRoutes } from "./price-inquiry/list";
import { listInquirySuppliers } from "./price-inquiry/suppliers";
import { uploadInquiryFile } from "./price-inquiry/upload";
import { getInquiryFile } from "./price-inquiry/file";
import { createPriceInquiry } from "./price-inquiry/create";
import { getPriceInquiry } from "./price-inquiry/detail";
import { updatePriceInquiry } from "./price-inquiry/update";
import { releasePriceInquiry } from "./price-inquiry/release";
import { cancelPriceInquiry } from "./price-inquiry/cancel";
import { comparePriceInquiry } from "./price-inquiry/comparison";
import { awardPriceInquiry } from "./price-inquiry/award";
import { quotationListRoutes } from "./quotation/list";
import { priceRecordListRoutes } from "./quotation/prices";
import { quotationInvitationRoutes } from "./quotation/invitations";
import { getSupplierInquiry } from "./quotation/inquiry";
import { submitQuote } from "./quotation/quote";
import { supplierScoreRankingRoutes } from "./supplier-score/ranking";
import { getOwnScoreCard, getOwnScoreTrend, getScoreCard, getScoreFalls, getScoreLines, getScoreSettings, putScoreSettings, recomputeScoreMonth } from "./supplier-score/routes";

/**
 * Fixed paths (export, batch, candidates) are registered before `/:id` routes of the same module,
 * so "/purchase-order/export" never reaches the detail route as id "export".
 */
export const routes: AnyRoute[] = [
  purchaseOrderListRoutes.list,
  purchaseOrderListRoutes.export,
  batchReceivePurchaseOrders,
  batchRejectPurchaseOrders,
  getDashboardWarnings,
  getPurchaseOrderFile,
  downloadConfirmWorkbook,
  uploadConfirmWorkbook,
  getPurchaseOrder,
  getPurchaseOrderPdf,
  listPurchaseOrderFiles,
  uploadPurchaseOrderFile,
  getPurchaseOrderAudit,
  receivePurchaseOrder,
  rejectPurchaseOrder,
  confirmPurchaseOrder,
  answerPurchaseOrderLine,
  reviewPurchaseOrderPrices,
  deliveryNoticeListRoutes.list,
  deliveryNoticeListRoutes.export,
  listNoticeCandidates,
  downloadNoticeWorkbook,
  uploadNoticeWorkbook,
  createDeliveryNotice,
  getDeliveryNotice,
  getDeliveryNoticeAudit,
  updateDeliveryNotice,
  cancelDeliveryNotice,
  purchaseReceiptListRoutes.list,
  purchaseReceiptListRoutes.export,
  createReceipt,
  getReceipt,
  findReceivingNotice,
  scanReceivingCarton,
  replayReceivingScans,
  getReceivingNotice,
  bookReceivingScans,
  purchaseCollectionListRoutes.list,
  purchaseCollectionListRoutes.export,
  getCollection,
  downloadCollection,
  priceInquiryListRoutes.list,
  priceInquiryListRoutes.export,
  listInquirySuppliers,
  uploadInquiryFile,
  getInquiryFile,
  createPriceInquiry,
  getPriceInquiry,
  updatePriceInquiry,
  releasePriceInquiry,
  cancelPriceInquiry,
  comparePriceInquiry,
  awardPriceInquiry,
  quotationInvitationRoutes.list,
  quotationInvitationRoutes.export,
  priceRecordListRoutes.list,
  priceRecordListRoutes.export,
  quotationListRoutes.list,
  quotationListRoutes.export,
  getSupplierInquiry,
  submitQuote,
  vmiInventoryListRoutes.list,
  vmiInventoryListRoutes.export,
  vmiMovementListRoutes.list,
  vmiMovementListRoutes.export,
  createVmiMaterial,
  getVmiMaterial,
  updateVmiMaterial,
  receiveVmiStock,
  consumeVmiStock,
  materialNoticeListRoutes.list,
  materialNoticeListRoutes.export,
  generateMaterialNotices,
  getMaterialNotice,
  acknowledgeMaterialNotice,
  materialRuleListRoutes.list,
  materialRuleListRoutes.export,
  createMaterialRule,
  getMaterialRule,
  updateMaterialRule,
  removeMaterialRule,
  materialPrepListRoutes.list,
  materialPrepListRoutes.export,
  createMaterialPrep,
  getMaterialPrep,
  updateMaterialPrep,
  removeMaterialPrep,
  enterMaterialPrepProgress,
  cancelMaterialPrep,
  statementListRoutes.list,
  statementListRoutes.export,
  generateStatement,
  uploadInvoiceFile,
  readEInvoiceFile,
  getInvoiceFile,
  getInvoiceNotices,
  getStatement,
  getStatementAudit,
  sendStatement,
  withdrawStatement,
  confirmStatement,
  returnStatement,
  reviseStatement,
  voidStatement,
  disputeStatementLine,
  answerStatementDispute,
  bindInvoices,
  confirmInvoice,
  returnInvoice,
  supplierScoreRankingRoutes.list,
  supplierScoreRankingRoutes.export,
  getOwnScoreTrend,
  getOwnScoreCard,
  getScoreFalls,
  getScoreSettings,
  putScoreSettings,
  recomputeScoreMonth,
  getScoreLines,
  getScoreCard,
];

export const app = createServiceApp("erp-purchase", routes);
