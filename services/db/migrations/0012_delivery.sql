CREATE SEQUENCE "public"."outbound_receipt_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."delivery_plan_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."delivery_note_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "outbound_receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"receipt_no" text NOT NULL,
	"owner_legal_person" text NOT NULL,
	"delivery_note_id" integer NOT NULL,
	"booked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"batch_no" text NOT NULL,
	"location" text NOT NULL,
	"stock_area" text NOT NULL,
	"owner_legal_person" text NOT NULL,
	"project_no" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT 'PCS' NOT NULL,
	"on_hand" numeric(18, 4) DEFAULT '0' NOT NULL,
	"allocated" numeric(18, 4) DEFAULT '0' NOT NULL,
	"received_on" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "stock_items_qty_ck" CHECK ("stock_items"."on_hand" >= 0 and "stock_items"."allocated" >= 0 and "stock_items"."allocated" <= "stock_items"."on_hand")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"stock_item_id" integer NOT NULL,
	"outbound_receipt_id" integer,
	"qty" numeric(18, 4) NOT NULL,
	"on_hand_after" numeric(18, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"customer_no" text NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"delivery_unit" text DEFAULT '' NOT NULL,
	"settlement_legal_person" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
CREATE TABLE "delivery_plan_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_plan_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_po" text DEFAULT '' NOT NULL,
	"order_no" text NOT NULL,
	"project_no" text DEFAULT '' NOT NULL,
	"product_code" text NOT NULL,
	"customer_part_no" text DEFAULT '' NOT NULL,
	"specs" text DEFAULT '' NOT NULL,
	"product_name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"item_no" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT 'PCS' NOT NULL,
	"store_area" text DEFAULT '' NOT NULL,
	"order_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"unsent_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"needed_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"returns_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"send_now_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"spare_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"spare_unsent_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"per_pack_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "delivery_plan_lines_qty_ck" CHECK ("delivery_plan_lines"."unsent_qty" >= 0 and "delivery_plan_lines"."unsent_qty" <= "delivery_plan_lines"."order_qty" and "delivery_plan_lines"."spare_unsent_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"notice_no" text NOT NULL,
	"send_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"released_by" integer,
	"released_at" timestamp with time zone,
	"checked_by" integer,
	"checked_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "delivery_plans_status_ck" CHECK ("delivery_plans"."status" in ('draft', 'released', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "delivery_note_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_note_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"note_id" integer NOT NULL,
	"plan_line_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"order_no" text NOT NULL,
	"customer_order" text DEFAULT '' NOT NULL,
	"project_no" text DEFAULT '' NOT NULL,
	"customer_part_no" text DEFAULT '' NOT NULL,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"delivery_date" date NOT NULL,
	"order_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"unsent_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"needed_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"per_pack_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"packs" integer DEFAULT 0 NOT NULL,
	"loose_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"valuation_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"spare_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"spare_unsent_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"returns_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"total_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"unit" text DEFAULT 'PCS' NOT NULL,
	"item_no" text DEFAULT '' NOT NULL,
	"signed_qty" numeric(18, 4),
	"difference_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
CREATE TABLE "delivery_note_picks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_note_picks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"note_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"stock_item_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"batch_no" text NOT NULL,
	"location" text NOT NULL,
	"project_no" text DEFAULT '' NOT NULL,
	"stock_count" numeric(18, 4) DEFAULT '0' NOT NULL,
	"qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"outbound_receipt_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "delivery_note_picks_qty_ck" CHECK ("delivery_note_picks"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"delivery_no" text NOT NULL,
	"plan_id" integer NOT NULL,
	"notice_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"category" text NOT NULL,
	"plate_no" text NOT NULL,
	"driver" text DEFAULT '' NOT NULL,
	"delivery_date" date NOT NULL,
	"address" text NOT NULL,
	"delivery_unit" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"settlement_legal_person" text NOT NULL,
	"owner_legal_person" text NOT NULL,
	"stock_area" text DEFAULT '' NOT NULL,
	"tracking_no" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"approval_status" text DEFAULT 'not_approved' NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"upload_status" text DEFAULT 'not_uploaded' NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone,
	"signed_by" text,
	"signed_at" timestamp with time zone,
	"receipt_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "delivery_notes_approval_ck" CHECK ("delivery_notes"."approval_status" in ('not_approved', 'approved')),
	CONSTRAINT "delivery_notes_upload_ck" CHECK ("delivery_notes"."upload_status" in ('not_uploaded', 'uploaded')),
	CONSTRAINT "delivery_notes_upload_approved_ck" CHECK ("delivery_notes"."upload_status" = 'not_uploaded' or "delivery_notes"."approval_status" = 'approved')
);
--> statement-breakpoint
ALTER TABLE "outbound_receipts" ADD CONSTRAINT "outbound_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_outbound_receipt_id_outbound_receipts_id_fk" FOREIGN KEY ("outbound_receipt_id") REFERENCES "public"."outbound_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_plan_lines" ADD CONSTRAINT "delivery_plan_lines_plan_id_delivery_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."delivery_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_plan_lines" ADD CONSTRAINT "delivery_plan_lines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_plans" ADD CONSTRAINT "delivery_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_plans" ADD CONSTRAINT "delivery_plans_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_plans" ADD CONSTRAINT "delivery_plans_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_note_lines" ADD CONSTRAINT "delivery_note_lines_note_id_delivery_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."delivery_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_note_lines" ADD CONSTRAINT "delivery_note_lines_plan_line_id_delivery_plan_lines_id_fk" FOREIGN KEY ("plan_line_id") REFERENCES "public"."delivery_plan_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_note_picks" ADD CONSTRAINT "delivery_note_picks_note_id_delivery_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."delivery_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_note_picks" ADD CONSTRAINT "delivery_note_picks_line_id_delivery_note_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."delivery_note_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_note_picks" ADD CONSTRAINT "delivery_note_picks_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_plan_id_delivery_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."delivery_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_receipt_by_users_id_fk" FOREIGN KEY ("receipt_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_receipts_no_uq" ON "outbound_receipts" USING btree ("receipt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_receipts_note_uq" ON "outbound_receipts" USING btree ("delivery_note_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_items_key_uq" ON "stock_items" USING btree ("company_id","product_code","batch_no","location","stock_area","owner_legal_person","project_no");--> statement-breakpoint
CREATE INDEX "stock_items_product_idx" ON "stock_items" USING btree ("company_id","product_code","id");--> statement-breakpoint
CREATE INDEX "stock_movements_item_idx" ON "stock_movements" USING btree ("stock_item_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_receipt_idx" ON "stock_movements" USING btree ("outbound_receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_company_no_uq" ON "customers" USING btree ("company_id","customer_no");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_plan_lines_plan_line_uq" ON "delivery_plan_lines" USING btree ("plan_id","line_no");--> statement-breakpoint
CREATE INDEX "delivery_plan_lines_customer_idx" ON "delivery_plan_lines" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_plans_company_no_uq" ON "delivery_plans" USING btree ("company_id","notice_no");--> statement-breakpoint
CREATE INDEX "delivery_plans_send_idx" ON "delivery_plans" USING btree ("company_id","send_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_note_lines_note_line_uq" ON "delivery_note_lines" USING btree ("note_id","line_no");--> statement-breakpoint
CREATE INDEX "delivery_note_lines_plan_line_idx" ON "delivery_note_lines" USING btree ("plan_line_id");--> statement-breakpoint
CREATE INDEX "delivery_note_picks_note_idx" ON "delivery_note_picks" USING btree ("note_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_notes_no_uq" ON "delivery_notes" USING btree ("delivery_no");--> statement-breakpoint
CREATE INDEX "delivery_notes_date_idx" ON "delivery_notes" USING btree ("company_id","delivery_date","id");