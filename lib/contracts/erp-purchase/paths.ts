/** Paths of the erp-purchase service (DESIGN route conventions) and the rights code each one needs. */
export const purchasePaths = {
  orders: "/purchase-orders",
  ordersExport: "/purchase-orders/export",
  order: (id: number) => `/purchase-orders/${id}`,
  orderAudit: (id: number) => `/purchase-orders/${id}/audit`,
  orderReceive: (id: number) => `/purchase-orders/${id}/receive`,
  orderReject: (id: number) => `/purchase-orders/${id}/reject`,
  orderConfirm: (id: number) => `/purchase-orders/${id}/confirm`,
  ordersBatchReceive: "/purchase-orders/batch/receive",
  ordersBatchReject: "/purchase-orders/batch/reject",
  notices: "/delivery-notices",
  noticesExport: "/delivery-notices/export",
  noticeOpenLines: "/delivery-notices/open-lines",
  notice: (id: number) => `/delivery-notices/${id}`,
  noticeAudit: (id: number) => `/delivery-notices/${id}/audit`,
  noticeCancel: (id: number) => `/delivery-notices/${id}/cancel`,
  receipts: "/receipts",
  receiptsExport: "/receipts/export",
  receipt: (id: number) => `/receipts/${id}`,
  collections: "/collection-orders",
  collectionsExport: "/collection-orders/export",
  collection: (id: number) => `/collection-orders/${id}`,
  collectionDownload: (id: number) => `/collection-orders/${id}/download`,
  dashboardWarnings: "/dashboard/warnings",
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
 * `purchaseData.columns.<module>.<field>` and `purchaseData.enums.<enum>.<value>`.
 */
export type CaptionModule = "order" | "notice" | "noticeLine" | "receipt" | "receiptLine" | "collection" | "collectionLine";
export const columnKey = (module: CaptionModule, field: string) => `purchaseData.columns.${module}.${field}`;
export type EnumName = "receiveStatus" | "auditStatus" | "priceReviewStatus" | "completeStatus" | "confirmDecision"
  | "noticeStatus" | "receiptStatus" | "collectionState" | "downloadStatus" | "datePreset" | "due" | "yesNo";
export const enumKey = (name: EnumName, value: string) => `purchaseData.enums.${name}.${value}`;
