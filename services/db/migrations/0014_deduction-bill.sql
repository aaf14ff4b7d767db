CREATE SEQUENCE "public"."deduction_bill_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "owed_quantity_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owed_quantity_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"owed_no" text NOT NULL,
	"bill_date" date NOT NULL,
	"project_no" text NOT NULL,
	"work_no" text NOT NULL,
	"owed_item_no" text NOT NULL,
	"owed_item_name" text NOT NULL,
	"owed_type" text NOT NULL,
	"should_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"finished_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"owed_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"complement_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"dispute_reason" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "owed_quantity_orders_status_ck" CHECK ("owed_quantity_orders"."status" in ('pending', 'confirmed', 'disputed')),
	CONSTRAINT "owed_quantity_orders_qty_ck" CHECK ("owed_quantity_orders"."should_qty" >= 0 and "owed_quantity_orders"."finished_qty" >= 0 and "owed_quantity_orders"."owed_qty" >= 0 and "owed_quantity_orders"."complement_qty" >= 0),
	CONSTRAINT "owed_quantity_orders_dispute_ck" CHECK (("owed_quantity_orders"."status" = 'disputed') = ("owed_quantity_orders"."dispute_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "deduction_bill_files" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"bill_id" integer,
	"company_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deduction_bills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deduction_bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"bill_no" text NOT NULL,
	"bill_date" date NOT NULL,
	"reason_category" text NOT NULL,
	"processing_order_id" integer NOT NULL,
	"quantity" numeric(18, 4),
	"amount" numeric(18, 2) NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"dispute_reason" text,
	"answer" text,
	"issued_by" integer NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "deduction_bills_status_ck" CHECK ("deduction_bills"."status" in ('issued', 'confirmed', 'disputed', 'withdrawn')),
	CONSTRAINT "deduction_bills_reason_ck" CHECK ("deduction_bills"."reason_category" in ('quality_defect', 'shortfall', 'late_delivery', 'damage', 'other')),
	CONSTRAINT "deduction_bills_amount_ck" CHECK ("deduction_bills"."amount" > 0),
	CONSTRAINT "deduction_bills_quantity_ck" CHECK ("deduction_bills"."quantity" is null or "deduction_bills"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "owed_quantity_orders" ADD CONSTRAINT "owed_quantity_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owed_quantity_orders" ADD CONSTRAINT "owed_quantity_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owed_quantity_orders" ADD CONSTRAINT "owed_quantity_orders_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction_bill_files" ADD CONSTRAINT "deduction_bill_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction_bill_files" ADD CONSTRAINT "deduction_bill_files_bill_id_deduction_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."deduction_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction_bill_files" ADD CONSTRAINT "deduction_bill_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction_bill_files" ADD CONSTRAINT "deduction_bill_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction_bills" ADD CONSTRAINT "deduction_bills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction_bills" ADD CONSTRAINT "deduction_bills_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction_bills" ADD CONSTRAINT "deduction_bills_processing_order_id_processing_orders_id_fk" FOREIGN KEY ("processing_order_id") REFERENCES "public"."processing_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction_bills" ADD CONSTRAINT "deduction_bills_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction_bills" ADD CONSTRAINT "deduction_bills_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owed_quantity_orders_company_no_uq" ON "owed_quantity_orders" USING btree ("company_id","owed_no");--> statement-breakpoint
CREATE INDEX "owed_quantity_orders_supplier_date_idx" ON "owed_quantity_orders" USING btree ("company_id","supplier_id","bill_date","id");--> statement-breakpoint
CREATE INDEX "owed_quantity_orders_pending_idx" ON "owed_quantity_orders" USING btree ("company_id","supplier_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "deduction_bill_files_bill_idx" ON "deduction_bill_files" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deduction_bills_company_no_uq" ON "deduction_bills" USING btree ("company_id","bill_no");--> statement-breakpoint
CREATE INDEX "deduction_bills_supplier_date_idx" ON "deduction_bills" USING btree ("company_id","supplier_id","bill_date","id");--> statement-breakpoint
CREATE INDEX "deduction_bills_settle_idx" ON "deduction_bills" USING btree ("company_id","supplier_id","bill_date") WHERE status = 'confirmed';