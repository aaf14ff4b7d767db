CREATE SEQUENCE "public"."price_inquiry_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "price_inquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"inquiry_no" text NOT NULL,
	"title" text NOT NULL,
	"currency" text NOT NULL,
	"quote_deadline" timestamp with time zone NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"released_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "price_inquiries_status_ck" CHECK ("price_inquiries"."status" in ('draft', 'released', 'awarded', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "price_inquiry_files" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"inquiry_id" integer,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "price_inquiry_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_inquiry_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inquiry_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"itemno" text NOT NULL,
	"itemdesc" text NOT NULL,
	"specs" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"qty" numeric(18, 4) NOT NULL,
	"required_date" date NOT NULL,
	"awarded_quote_id" integer
);
--> statement-breakpoint
CREATE TABLE "price_inquiry_suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_inquiry_suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inquiry_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_quote_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_quote_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"unit_price" numeric(18, 6) NOT NULL,
	"tax_price" numeric(18, 6) NOT NULL,
	"currency" text NOT NULL,
	"lead_days" integer NOT NULL,
	"valid_until" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"submitted_by" integer
);
--> statement-breakpoint
CREATE TABLE "price_quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inquiry_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"unit_price" numeric(18, 6) NOT NULL,
	"tax_price" numeric(18, 6) NOT NULL,
	"currency" text NOT NULL,
	"lead_days" integer NOT NULL,
	"valid_until" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
CREATE TABLE "price_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"itemno" text NOT NULL,
	"itemdesc" text NOT NULL,
	"unit_price" numeric(18, 6) NOT NULL,
	"tax_price" numeric(18, 6) NOT NULL,
	"currency" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"inquiry_id" integer,
	"line_id" integer,
	"quote_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
ALTER TABLE "price_inquiries" ADD CONSTRAINT "price_inquiries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_inquiry_files" ADD CONSTRAINT "price_inquiry_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_inquiry_files" ADD CONSTRAINT "price_inquiry_files_inquiry_id_price_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."price_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_inquiry_lines" ADD CONSTRAINT "price_inquiry_lines_inquiry_id_price_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."price_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_inquiry_suppliers" ADD CONSTRAINT "price_inquiry_suppliers_inquiry_id_price_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."price_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_inquiry_suppliers" ADD CONSTRAINT "price_inquiry_suppliers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_quote_revisions" ADD CONSTRAINT "price_quote_revisions_quote_id_price_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."price_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_quotes" ADD CONSTRAINT "price_quotes_inquiry_id_price_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."price_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_quotes" ADD CONSTRAINT "price_quotes_line_id_price_inquiry_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."price_inquiry_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_quotes" ADD CONSTRAINT "price_quotes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_records" ADD CONSTRAINT "price_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_records" ADD CONSTRAINT "price_records_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_records" ADD CONSTRAINT "price_records_inquiry_id_price_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."price_inquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_records" ADD CONSTRAINT "price_records_line_id_price_inquiry_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."price_inquiry_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_records" ADD CONSTRAINT "price_records_quote_id_price_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."price_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_inquiries_company_no_uq" ON "price_inquiries" USING btree ("company_id","inquiry_no");--> statement-breakpoint
CREATE INDEX "price_inquiries_company_idx" ON "price_inquiries" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "price_inquiry_files_inquiry_idx" ON "price_inquiry_files" USING btree ("inquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_inquiry_lines_no_uq" ON "price_inquiry_lines" USING btree ("inquiry_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "price_inquiry_suppliers_uq" ON "price_inquiry_suppliers" USING btree ("inquiry_id","supplier_id");--> statement-breakpoint
CREATE INDEX "price_inquiry_suppliers_supplier_idx" ON "price_inquiry_suppliers" USING btree ("company_id","supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_quote_revisions_uq" ON "price_quote_revisions" USING btree ("quote_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "price_quotes_line_supplier_uq" ON "price_quotes" USING btree ("line_id","supplier_id");--> statement-breakpoint
CREATE INDEX "price_quotes_scope_idx" ON "price_quotes" USING btree ("company_id","supplier_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "price_quotes_company_idx" ON "price_quotes" USING btree ("company_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "price_records_match_idx" ON "price_records" USING btree ("company_id","supplier_id","itemno","valid_from");--> statement-breakpoint
CREATE INDEX "price_records_list_idx" ON "price_records" USING btree ("company_id","valid_from","id");