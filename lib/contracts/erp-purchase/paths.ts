/** Paths of the erp-purchase service (DESIGN route conventions) and the rights code each one needs. */
export const purchasePaths = {
  orders: "/purchase-order",
  ordersExport: "/purchase-order/export",
  order: (id: number) => `/purchase-order/${id}`,
  orderAudit: (id: number) => `/purchase-order/${id}/audit`,
  orderReceive: (id: number) => `/purchase-order/${id}/receive`,
  orderReject: (id: number) => `/purchase-order/${id}/reject`,
  orderConfirm: (id: number) => `/purchase-order/${id}/confirm`,
  ordersBatchReceive: "/purchase-order/batch/receive",
  ordersBatchReject: "/purchase-order/batch/reject",
  notices: "/delivery-notice",
  noticesExport: "/delivery-notice/export",
  noticeOpenLines: "/delivery-notice/open-lines",
  notice: (id: number) => `/delivery-notice/${id}`,
  noticeAudit: (id: number) => `/delivery-notice/${id}/audit`,
  noticeCancel: (id: number) => `/delivery-notice/${id}/cancel`,
  receipts: "/purchase-receipt",
  receiptsExport: "/purchase-receipt/export",
  receipt: (id: number) => `/purchase-receipt/${id}`,
  collections: "/purchase-collection",
  collectionsExport: "/purchase-collection/export",
  collection: (id: number) => `/purchase-collection/${id}`,
  collectionDownload: (id: number) => `/purchase-collection/${id}/download`,
  dashboardWarnings: "/purchase-order/warnings",
} as const;

export const purchaseRights = {
  orderView: "21_view",
  orderReceive: "21_receive",
  orderReject: "21_reject",
  orderConfirm: "21_confirm",
  orderExport: "21_export",
  receiptView: "22_view",
  receiptAdd: "22_add",
  receiptExport: "22_export",
  collectionView: "26_view",
  collectionDownload: "26_download",
  collectionExport: "26_export",
  noticeView: "31_view",
  noticeAdd: "31_add",
  noticeEdit: "31_edit",
  noticeDelete: "31_delete",
  noticeExport: "31_export",
  noticePrint: "31_print",
} as const;

/**
 * Captions shared by the grids and the service's Excel exports, in every locale:
 * `purchaseData.columns.<module>.<field>` and `enums.<enum>.<value>`.
 */
export type CaptionModule = "order" | "notice" | "noticeLine" | "receipt" | "receiptLine" | "collection" | "collectionLine";
const captionPrefix: Record<CaptionModule, string> = {
  order: "purchaseOrder.columns", notice: "deliveryNotice.columns", noticeLine: "deliveryNotice.lineColumns",
  receipt: "purchaseReceipt.columns", receiptLine: "purchaseReceipt.lineColumns",
  collection: "purchaseCollection.columns", collectionLine: "purchaseCollection.lineColumns",
};
export const columnKey = (module: CaptionModule, field: string) => `${captionPrefix[module]}.${field}`;
export type EnumName = "receiveStatus" | "auditStatus" | "priceReviewStatus" | "completeStatus" | "confirmDecision"
  | "noticeStatus" | "receiptStatus" | "collectionState" | "downloadStatus" | "datePreset" | "due" | "yesNo";
export const enumKey = (name: EnumName, value: string) => `enums.${name}.${value}`;
