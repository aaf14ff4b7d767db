CREATE TABLE "conversation_files" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"document_id" integer NOT NULL,
	"message_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_files_kind_ck" CHECK ("conversation_files"."kind" in ('order', 'asn', 'receipt', 'processing_order', 'deduction_bill', 'statement', 'delivery_note'))
);
--> statement-breakpoint
CREATE TABLE "conversation_mentions" (
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "conversation_mentions_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"document_id" integer NOT NULL,
	"line_id" integer,
	"body" text NOT NULL,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "conversation_messages_kind_ck" CHECK ("conversation_messages"."kind" in ('order', 'asn', 'receipt', 'processing_order', 'deduction_bill', 'statement', 'delivery_note'))
);
--> statement-breakpoint
CREATE TABLE "conversation_reads" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"document_id" integer NOT NULL,
	"last_message_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_reads_user_id_kind_document_id_pk" PRIMARY KEY("user_id","kind","document_id"),
	CONSTRAINT "conversation_reads_kind_ck" CHECK ("conversation_reads"."kind" in ('order', 'asn', 'receipt', 'processing_order', 'deduction_bill', 'statement', 'delivery_note'))
);
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_type_ck";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_type_ck";--> statement-breakpoint
ALTER TABLE "conversation_files" ADD CONSTRAINT "conversation_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_files" ADD CONSTRAINT "conversation_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_files" ADD CONSTRAINT "conversation_files_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_files" ADD CONSTRAINT "conversation_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_mentions" ADD CONSTRAINT "conversation_mentions_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_mentions" ADD CONSTRAINT "conversation_mentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_files_message_idx" ON "conversation_files" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "conversation_messages_document_idx" ON "conversation_messages" USING btree ("kind","document_id","id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_type_ck" CHECK ("events"."type" in ('purchase_order_issued', 'purchase_order_changed', 'purchase_order_cancelled', 'order_line_confirmed', 'order_line_declined', 'delivery_notice_sent', 'delivery_notice_voided', 'receipt_rejected', 'receipt_differs', 'statement_sent', 'statement_confirmed', 'statement_disputed', 'invoice_confirmed', 'invoice_returned', 'deduction_issued', 'deduction_confirmed', 'deduction_disputed', 'notice_published', 'processing_order_released', 'processing_order_accepted', 'processing_order_rejected', 'production_entered', 'owed_quantity_issued', 'owed_quantity_confirmed', 'owed_quantity_disputed', 'delivery_note_approved', 'inquiry_invited', 'inquiry_deadline_near', 'inquiry_awarded', 'label_download_finished', 'label_download_failed', 'password_changed', 'sign_in_new_device', 'sub_account_created', 'webhook_disabled', 'conversation_message', 'conversation_mention'));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_type_ck" CHECK ("notification_preferences"."type" in ('purchase_order_issued', 'purchase_order_changed', 'purchase_order_cancelled', 'order_line_confirmed', 'order_line_declined', 'delivery_notice_sent', 'delivery_notice_voided', 'receipt_rejected', 'receipt_differs', 'statement_sent', 'statement_confirmed', 'statement_disputed', 'invoice_confirmed', 'invoice_returned', 'deduction_issued', 'deduction_confirmed', 'deduction_disputed', 'notice_published', 'processing_order_released', 'processing_order_accepted', 'processing_order_rejected', 'production_entered', 'owed_quantity_issued', 'owed_quantity_confirmed', 'owed_quantity_disputed', 'delivery_note_approved', 'inquiry_invited', 'inquiry_deadline_near', 'inquiry_awarded', 'label_download_finished', 'label_download_failed', 'password_changed', 'sign_in_new_device', 'sub_account_created', 'webhook_disabled', 'conversation_message', 'conversation_mention'));