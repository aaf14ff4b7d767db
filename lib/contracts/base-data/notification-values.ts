/**
 * The event types (services/core/events): one name each, raised from the audit row of a business action and
 * delivered to the people who should know. Their messages are `notification.types.<type>.title|body`.
 */
export const notificationTypeValues = [
  "purchase_order_issued", "purchase_order_changed", "purchase_order_cancelled",
  "order_line_confirmed", "order_line_declined",
  "delivery_notice_sent", "delivery_notice_voided",
  "receipt_rejected", "receipt_differs",
  "statement_sent", "statement_confirmed", "statement_disputed",
  "invoice_confirmed", "invoice_returned",
  "deduction_issued", "deduction_confirmed", "deduction_disputed",
  "notice_published",
  "processing_order_released", "processing_order_accepted", "processing_order_rejected", "production_entered",
  "owed_quantity_issued", "owed_quantity_confirmed", "owed_quantity_disputed", "delivery_note_approved",
  "inquiry_invited", "inquiry_deadline_near", "inquiry_awarded",
  "label_download_finished", "label_download_failed",
  "password_changed", "sign_in_new_device", "sub_account_created",
  "webhook_disabled",
  "conversation_message", "conversation_mention",
] as const;
