ALTER TABLE "purchase_order_confirmations" DROP CONSTRAINT "purchase_order_confirmations_decision_ck";--> statement-breakpoint
ALTER TABLE "purchase_order_confirmations" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "purchase_order_confirmations" ADD COLUMN "answer_reason" text;--> statement-breakpoint
ALTER TABLE "purchase_order_confirmations" ADD COLUMN "answered_by" integer;--> statement-breakpoint
ALTER TABLE "purchase_order_confirmations" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_order_confirmations" ADD CONSTRAINT "purchase_order_confirmations_answer_ck" CHECK ("purchase_order_confirmations"."answer" in ('accept', 'cancel'));--> statement-breakpoint
ALTER TABLE "purchase_order_confirmations" ADD CONSTRAINT "purchase_order_confirmations_decision_ck" CHECK ("purchase_order_confirmations"."decision" in ('accept', 'partial', 'backorder', 'decline'));