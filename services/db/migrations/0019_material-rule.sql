CREATE SEQUENCE "public"."material_notice_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "material_notice_lines" (
	"notice_id" integer NOT NULL,
	"po_line_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"notice_date" date NOT NULL,
	"remain_qty" numeric(18, 4) NOT NULL,
	"deldate" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"notice_no" text NOT NULL,
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"rule_id" integer,
	"material_type" text NOT NULL,
	"responsible" text NOT NULL,
	"notice_date" date NOT NULL,
	"due_by" date NOT NULL,
	"line_count" integer NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "material_notices_status_ck" CHECK ("material_notices"."status" in ('sent', 'acknowledged'))
);
--> statement-breakpoint
CREATE TABLE "material_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"material_type" text NOT NULL,
	"responsible" text NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date NOT NULL,
	"horizon_days" integer DEFAULT 7 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "material_rules_period_ck" CHECK ("material_rules"."effective_to" >= "material_rules"."effective_from"),
	CONSTRAINT "material_rules_horizon_ck" CHECK ("material_rules"."horizon_days" between 0 and 90)
);
--> statement-breakpoint
ALTER TABLE "material_notice_lines" ADD CONSTRAINT "material_notice_lines_notice_id_material_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."material_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_notice_lines" ADD CONSTRAINT "material_notice_lines_po_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("po_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_notices" ADD CONSTRAINT "material_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_notices" ADD CONSTRAINT "material_notices_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_notices" ADD CONSTRAINT "material_notices_rule_id_material_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."material_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_rules" ADD CONSTRAINT "material_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_rules" ADD CONSTRAINT "material_rules_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "material_notice_lines_once_uq" ON "material_notice_lines" USING btree ("rule_id","po_line_id","notice_date");--> statement-breakpoint
CREATE INDEX "material_notice_lines_notice_idx" ON "material_notice_lines" USING btree ("notice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_notices_no_uq" ON "material_notices" USING btree ("notice_no");--> statement-breakpoint
CREATE INDEX "material_notices_company_no_idx" ON "material_notices" USING btree ("company_id","notice_no");--> statement-breakpoint
CREATE INDEX "material_notices_supplier_no_idx" ON "material_notices" USING btree ("company_id","supplier_id","notice_no");--> statement-breakpoint
CREATE INDEX "material_rules_company_modified_idx" ON "material_rules" USING btree ("company_id","modified_at","id");--> statement-breakpoint
CREATE INDEX "material_rules_supplier_idx" ON "material_rules" USING btree ("company_id","supplier_id","modified_at","id");