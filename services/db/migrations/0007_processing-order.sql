CREATE TABLE "processing_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "processing_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"out_no" text NOT NULL,
	"line_no" integer DEFAULT 1 NOT NULL,
	"outbound_date" date NOT NULL,
	"material_no" text NOT NULL,
	"processing_type" text NOT NULL,
	"valuation_type" text NOT NULL,
	"project_no" text NOT NULL,
	"item_no" text NOT NULL,
	"part" text DEFAULT '' NOT NULL,
	"receive_status" text DEFAULT 'not_received' NOT NULL,
	"reject_reason" text,
	"price_review_status" text DEFAULT 'pending' NOT NULL,
	"received_by" integer,
	"received_at" timestamp with time zone,
	"process_id" text NOT NULL,
	"process_name" text NOT NULL,
	"unit" text DEFAULT 'PCS' NOT NULL,
	"unit_decimals" integer DEFAULT 0 NOT NULL,
	"outbound_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"completed_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"product_barcode" text NOT NULL,
	"order_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"delivery_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"weight" numeric(18, 3) DEFAULT '0' NOT NULL,
	"unit_price" numeric(18, 6) DEFAULT '0' NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"price_setting_no" text DEFAULT '' NOT NULL,
	"completion_date" date NOT NULL,
	"completed_at" timestamp with time zone,
	"business_unit" text DEFAULT '' NOT NULL,
	"print_colour" text DEFAULT '' NOT NULL,
	"print_size" text DEFAULT '' NOT NULL,
	"cut_size" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "processing_orders_receive_status_ck" CHECK ("processing_orders"."receive_status" in ('not_received', 'received', 'rejected')),
	CONSTRAINT "processing_orders_price_review_ck" CHECK ("processing_orders"."price_review_status" in ('pending', 'done')),
	CONSTRAINT "processing_orders_completed_ck" CHECK ("processing_orders"."completed_qty" >= 0 and "processing_orders"."completed_qty" <= "processing_orders"."outbound_qty"),
	CONSTRAINT "processing_orders_unit_decimals_ck" CHECK ("processing_orders"."unit_decimals" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "processing_quantity_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "processing_quantity_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"qty" numeric(18, 4) NOT NULL,
	"cumulative_after" numeric(18, 4) NOT NULL,
	"reverses_id" integer,
	"entered_by" integer NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processing_quantity_entries_qty_ck" CHECK ("processing_quantity_entries"."qty" <> 0)
);
--> statement-breakpoint
ALTER TABLE "processing_orders" ADD CONSTRAINT "processing_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_orders" ADD CONSTRAINT "processing_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_orders" ADD CONSTRAINT "processing_orders_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_quantity_entries" ADD CONSTRAINT "processing_quantity_entries_order_id_processing_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."processing_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_quantity_entries" ADD CONSTRAINT "processing_quantity_entries_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "processing_orders_company_out_line_uq" ON "processing_orders" USING btree ("company_id","out_no","line_no");--> statement-breakpoint
CREATE INDEX "processing_orders_supplier_outbound_idx" ON "processing_orders" USING btree ("company_id","supplier_id","outbound_date","id");--> statement-breakpoint
CREATE INDEX "processing_orders_outbound_idx" ON "processing_orders" USING btree ("company_id","outbound_date","id");--> statement-breakpoint
CREATE INDEX "processing_orders_open_idx" ON "processing_orders" USING btree ("company_id","supplier_id","completion_date") WHERE completed_qty < outbound_qty and receive_status <> 'rejected';--> statement-breakpoint
CREATE INDEX "processing_quantity_entries_order_idx" ON "processing_quantity_entries" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "processing_quantity_entries_reverses_uq" ON "processing_quantity_entries" USING btree ("reverses_id");