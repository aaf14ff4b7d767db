CREATE TABLE "receiving_scans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receiving_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"notice_id" integer NOT NULL,
	"notice_line_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	"serial" text NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"device_id" text NOT NULL,
	"client_scan_id" text NOT NULL,
	"scanned_by" integer NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"receipt_id" integer
);
--> statement-breakpoint
ALTER TABLE "receiving_scans" ADD CONSTRAINT "receiving_scans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_scans" ADD CONSTRAINT "receiving_scans_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_scans" ADD CONSTRAINT "receiving_scans_notice_id_delivery_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."delivery_notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_scans" ADD CONSTRAINT "receiving_scans_notice_line_id_delivery_notice_lines_id_fk" FOREIGN KEY ("notice_line_id") REFERENCES "public"."delivery_notice_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_scans" ADD CONSTRAINT "receiving_scans_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_scans" ADD CONSTRAINT "receiving_scans_scanned_by_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_scans" ADD CONSTRAINT "receiving_scans_receipt_id_goods_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."goods_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receiving_scans_label_notice_uq" ON "receiving_scans" USING btree ("label_id","notice_id");--> statement-breakpoint
CREATE INDEX "receiving_scans_notice_idx" ON "receiving_scans" USING btree ("notice_id","id");