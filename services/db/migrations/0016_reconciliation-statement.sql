CREATE SEQUENCE "public"."reconciliation_statement_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "reconciliation_files" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"scripted" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliation_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"invoice_no" text NOT NULL,
	"invoice_date" date NOT NULL,
	"net_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"return_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "reconciliation_invoices_status_ck" CHECK ("reconciliation_invoices"."status" in ('uploaded', 'confirmed', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "reconciliation_statement_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliation_statement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"seqno" integer NOT NULL,
	"kind" text DEFAULT 'source' NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	"source_type" text,
	"source_id" text,
	"source_number" text,
	"source_path" text,
	"source_date" date,
	"material_code" text,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 4),
	"unit_price" numeric(18, 6),
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"payable" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(18, 2) DEFAULT '0' NOT NULL,
	"net" numeric(18, 2) DEFAULT '0' NOT NULL,
	"adjusts_line_id" integer,
	"dispute" text DEFAULT 'none' NOT NULL,
	"dispute_reason" text,
	"dispute_amount" numeric(18, 2),
	"dispute_evidence_id" uuid,
	"dispute_reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "reconciliation_statement_lines_kind_ck" CHECK ("reconciliation_statement_lines"."kind" in ('source', 'credit', 'debit')),
	CONSTRAINT "reconciliation_statement_lines_dispute_ck" CHECK ("reconciliation_statement_lines"."dispute" in ('none', 'open', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "reconciliation_statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliation_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"statement_no" text NOT NULL,
	"statement_date" date NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"invoice_state" text DEFAULT 'none' NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"tax_rate" numeric(6, 4) DEFAULT '0' NOT NULL,
	"discount_rate" numeric(6, 4) DEFAULT '0' NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"discount_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"payable_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"net_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"invoiced_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"return_reason" text,
	"void_reason" text,
	"finance_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "reconciliation_statements_status_ck" CHECK ("reconciliation_statements"."status" in ('draft', 'sent', 'returned', 'revised', 'confirmed', 'voided')),
	CONSTRAINT "reconciliation_statements_invoice_state_ck" CHECK ("reconciliation_statements"."invoice_state" in ('none', 'to_upload', 'uploaded', 'confirmed', 'returned'))
);
--> statement-breakpoint
ALTER TABLE "reconciliation_files" ADD CONSTRAINT "reconciliation_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_invoices" ADD CONSTRAINT "reconciliation_invoices_statement_id_reconciliation_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."reconciliation_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_invoices" ADD CONSTRAINT "reconciliation_invoices_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_statement_lines" ADD CONSTRAINT "reconciliation_statement_lines_statement_id_reconciliation_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."reconciliation_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_statement_lines" ADD CONSTRAINT "reconciliation_statement_lines_dispute_evidence_id_stored_files_id_fk" FOREIGN KEY ("dispute_evidence_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_statements" ADD CONSTRAINT "reconciliation_statements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_statements" ADD CONSTRAINT "reconciliation_statements_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_statements" ADD CONSTRAINT "reconciliation_statements_finance_user_id_users_id_fk" FOREIGN KEY ("finance_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_invoices_no_uq" ON "reconciliation_invoices" USING btree ("supplier_id","invoice_no") WHERE "reconciliation_invoices"."status" <> 'returned';--> statement-breakpoint
CREATE INDEX "reconciliation_invoices_statement_idx" ON "reconciliation_invoices" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_statement_lines_seq_uq" ON "reconciliation_statement_lines" USING btree ("statement_id","seqno");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_statement_lines_source_live_uq" ON "reconciliation_statement_lines" USING btree ("source_type","source_id") WHERE "reconciliation_statement_lines"."live" and "reconciliation_statement_lines"."source_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_statements_no_uq" ON "reconciliation_statements" USING btree ("company_id","statement_no");--> statement-breakpoint
CREATE INDEX "reconciliation_statements_scope_idx" ON "reconciliation_statements" USING btree ("company_id","supplier_id","statement_date","id");--> statement-breakpoint
CREATE INDEX "reconciliation_statements_company_idx" ON "reconciliation_statements" USING btree ("company_id","statement_date","id");