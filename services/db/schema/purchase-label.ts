/**
 * Purchase receipt labels live in the label tables (label.ts) with source_type 'purchase_receipt':
 * source_id is the delivery notice, source_line_id its line.
 */
export * from "./label";
