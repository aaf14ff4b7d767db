/** The purchasing module's tables (issue 4): orders, delivery notices, goods receipts, collection orders. */
export * from "./purchase-order";
export * from "./delivery-notice";
export * from "./purchase-receipt";
export * from "./purchase-collection";
