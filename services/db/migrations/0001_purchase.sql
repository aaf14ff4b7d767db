CREATE SEQUENCE "public"."delivery_notice_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."goods_receipt_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "purchase_order_confirmations" (
	"line_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"decision" text NOT NULL,
	"promised_date" date NOT NULL,
	"promised_qty" numeric(18, 4) NOT NULL,
	"reason" text,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "purchase_order_confirmations_decision_ck" CHECK ("purchase_order_confirmations"."decision" in ('accept', 'partial', 'backorder'))
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"pono" text NOT NULL,
	"podate" date NOT NULL,
	"receive_status" text DEFAULT 'not_received' NOT NULL,
	"audit_status" text DEFAULT 'not_audited' NOT NULL,
	"is_send" boolean DEFAULT false NOT NULL,
	"itemno" text NOT NULL,
	"itemdesc" text NOT NULL,
	"loc_type_name" text DEFAULT '' NOT NULL,
	"specs" text DEFAULT '' NOT NULL,
	"packunit" text DEFAULT '' NOT NULL,
	"payqty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"remain_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"sent_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"focqty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"hsdj" numeric(18, 6) DEFAULT '0' NOT NULL,
	"dj" numeric(18, 6) DEFAULT '0' NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"gsm" numeric(10, 2),
	"recqty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"recfocqty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"instoreqty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"reqno" text DEFAULT '' NOT NULL,
	"rejectqty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"rejectfocqty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"complete_status" text DEFAULT 'open' NOT NULL,
	"tonnageprice" numeric(18, 4),
	"deldate" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "purchase_order_lines_complete_ck" CHECK ("purchase_order_lines"."complete_status" in ('open', 'completed', 'closed')),
	CONSTRAINT "purchase_order_lines_remain_ck" CHECK ("purchase_order_lines"."remain_qty" >= 0 and "purchase_order_lines"."sent_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"pono" text NOT NULL,
	"podate" date NOT NULL,
	"buyer" text NOT NULL,
	"subcompany" text DEFAULT '' NOT NULL,
	"po_type" text DEFAULT 'standard' NOT NULL,
	"is_send" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"op_person" text DEFAULT '' NOT NULL,
	"receive_status" text DEFAULT 'not_received' NOT NULL,
	"reject_reason" text,
	"audit_status" text DEFAULT 'not_audited' NOT NULL,
	"price_review_status" text DEFAULT 'pending' NOT NULL,
	"received_by" integer,
	"received_at" timestamp with time zone,
	"total_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "purchase_orders_receive_status_ck" CHECK ("purchase_orders"."receive_status" in ('not_received', 'received', 'rejected')),
	CONSTRAINT "purchase_orders_audit_status_ck" CHECK ("purchase_orders"."audit_status" in ('audited', 'not_audited')),
	CONSTRAINT "purchase_orders_price_review_ck" CHECK ("purchase_orders"."price_review_status" in ('pending', 'done'))
);
--> statement-breakpoint
CREATE TABLE "delivery_notice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_notice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"notice_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"po_line_id" integer NOT NULL,
	"this_qty" numeric(18, 4) NOT NULL,
	"per_pack" numeric(18, 4) DEFAULT '0' NOT NULL,
	"packs" integer DEFAULT 0 NOT NULL,
	"loose" numeric(18, 4) DEFAULT '0' NOT NULL,
	"valuation" numeric(18, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
CREATE TABLE "delivery_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"notice_no" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"required_dept" text NOT NULL,
	"required_date" date NOT NULL,
	"delivery_no" text NOT NULL,
	"receive_address" text NOT NULL,
	"storage_location" text NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"deliver_date" date,
	"delivery_method" text DEFAULT '' NOT NULL,
	"lot_no" text DEFAULT '' NOT NULL,
	"car_plate" text DEFAULT '' NOT NULL,
	"driver_phone" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"total_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "delivery_notices_status_ck" CHECK ("delivery_notices"."status" in ('open', 'received', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "goods_receipt_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_receipt_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"receipt_id" integer NOT NULL,
	"seqno" integer NOT NULL,
	"notice_line_id" integer NOT NULL,
	"po_line_id" integer NOT NULL,
	"recqty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"passqty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"rejectqty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"returnqty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"focqty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"instoreqty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"inwgt" numeric(18, 4),
	"location" text DEFAULT '' NOT NULL,
	"lotno" text DEFAULT '' NOT NULL,
	"iqcno" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
CREATE TABLE "goods_receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"notice_id" integer NOT NULL,
	"recno" text NOT NULL,
	"recdate" date NOT NULL,
	"rectype" text DEFAULT 'purchase' NOT NULL,
	"status" text DEFAULT 'inspected' NOT NULL,
	"subcompany" text DEFAULT '' NOT NULL,
	"keeper" text DEFAULT '' NOT NULL,
	"receiver" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"total_recqty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"total_passqty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"total_rejectqty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"total_instoreqty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"has_difference" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "goods_receipts_status_ck" CHECK ("goods_receipts"."status" in ('inspected', 'stored'))
);
--> statement-breakpoint
CREATE TABLE "collection_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"collection_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"itemno" text NOT NULL,
	"itemname" text NOT NULL,
	"specs" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"price" numeric(18, 6) DEFAULT '0' NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
CREATE TABLE "collection_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"order_id" integer,
	"collection_no" text NOT NULL,
	"coll_date" date NOT NULL,
	"pono" text NOT NULL,
	"buyer" text NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"state" text DEFAULT 'unfinished' NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"delivered_count" integer DEFAULT 0 NOT NULL,
	"trading_company" text DEFAULT '' NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"last_downloader" text,
	"last_download_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "collection_orders_state_ck" CHECK ("collection_orders"."state" in ('unfinished', 'completed', 'stored', 'inspected', 'received'))
);
--> statement-breakpoint
ALTER TABLE "purchase_order_confirmations" ADD CONSTRAINT "purchase_order_confirmations_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_confirmations" ADD CONSTRAINT "purchase_order_confirmations_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notice_lines" ADD CONSTRAINT "delivery_notice_lines_notice_id_delivery_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."delivery_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notice_lines" ADD CONSTRAINT "delivery_notice_lines_po_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("po_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notices" ADD CONSTRAINT "delivery_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notices" ADD CONSTRAINT "delivery_notices_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD CONSTRAINT "goods_receipt_lines_receipt_id_goods_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."goods_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD CONSTRAINT "goods_receipt_lines_notice_line_id_delivery_notice_lines_id_fk" FOREIGN KEY ("notice_line_id") REFERENCES "public"."delivery_notice_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD CONSTRAINT "goods_receipt_lines_po_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("po_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD CONSTRAINT "goods_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD CONSTRAINT "goods_receipts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD CONSTRAINT "goods_receipts_notice_id_delivery_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."delivery_notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_order_lines" ADD CONSTRAINT "collection_order_lines_collection_id_collection_orders_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collection_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_orders" ADD CONSTRAINT "collection_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_orders" ADD CONSTRAINT "collection_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_orders" ADD CONSTRAINT "collection_orders_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_order_confirmations_order_idx" ON "purchase_order_confirmations" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_order_line_uq" ON "purchase_order_lines" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_supplier_status_idx" ON "purchase_order_lines" USING btree ("company_id","supplier_id","receive_status","podate","id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_supplier_podate_idx" ON "purchase_order_lines" USING btree ("company_id","supplier_id","podate","id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_status_podate_idx" ON "purchase_order_lines" USING btree ("company_id","receive_status","podate","id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_podate_idx" ON "purchase_order_lines" USING btree ("company_id","podate","id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_pono_idx" ON "purchase_order_lines" USING btree ("company_id","pono" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "purchase_order_lines_open_supplier_idx" ON "purchase_order_lines" USING btree ("company_id","supplier_id","deldate") WHERE complete_status = 'open' and receive_status <> 'rejected' and remain_qty > 0;--> statement-breakpoint
CREATE INDEX "purchase_order_lines_open_company_idx" ON "purchase_order_lines" USING btree ("company_id","deldate") WHERE complete_status = 'open' and receive_status <> 'rejected' and remain_qty > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_company_pono_uq" ON "purchase_orders" USING btree ("company_id","pono");--> statement-breakpoint
CREATE INDEX "purchase_orders_scope_idx" ON "purchase_orders" USING btree ("company_id","supplier_id","receive_status","podate","id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_notice_lines_notice_line_uq" ON "delivery_notice_lines" USING btree ("notice_id","line_no");--> statement-breakpoint
CREATE INDEX "delivery_notice_lines_po_line_idx" ON "delivery_notice_lines" USING btree ("po_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_notices_company_no_uq" ON "delivery_notices" USING btree ("company_id","notice_no");--> statement-breakpoint
CREATE INDEX "delivery_notices_supplier_idx" ON "delivery_notices" USING btree ("company_id","supplier_id","created_at","id");--> statement-breakpoint
CREATE INDEX "delivery_notices_company_idx" ON "delivery_notices" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_receipt_lines_receipt_seq_uq" ON "goods_receipt_lines" USING btree ("receipt_id","seqno");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_receipt_lines_notice_line_uq" ON "goods_receipt_lines" USING btree ("notice_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_receipts_company_no_uq" ON "goods_receipts" USING btree ("company_id","recno");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_receipts_notice_uq" ON "goods_receipts" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "goods_receipts_supplier_idx" ON "goods_receipts" USING btree ("company_id","supplier_id","recdate","id");--> statement-breakpoint
CREATE INDEX "goods_receipts_company_idx" ON "goods_receipts" USING btree ("company_id","recdate","id");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_order_lines_collection_line_uq" ON "collection_order_lines" USING btree ("collection_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_orders_company_no_uq" ON "collection_orders" USING btree ("company_id","collection_no");--> statement-breakpoint
CREATE INDEX "collection_orders_supplier_idx" ON "collection_orders" USING btree ("company_id","supplier_id","coll_date","id");--> statement-breakpoint
CREATE INDEX "collection_orders_company_idx" ON "collection_orders" USING btree ("company_id","coll_date","id");