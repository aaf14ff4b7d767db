/**
 * The erp-purchase contract: zod schemas shared by the service (validation, OpenAPI) and the portal
 * (forms, types). Money and quantities travel as decimal strings (see decimal.ts for arithmetic).
 * Schema messages are catalogue keys ("validation.purchase.*"); errors answer catalogue messages
 * ("errors.orderAlreadyReceived", "errors.priceReviewIncomplete", ...).
 */
export * from "../common";
export * from "../decimal";
export * from "./purchase-order";
export * from "./delivery-notice";
export * from "./purchase-receipt";
export * from "./purchase-collection";
export * from "./price-inquiry";
export * from "./quotation";
export * from "./reconciliation-statement";
