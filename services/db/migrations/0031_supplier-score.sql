CREATE TABLE "score_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"weights" jsonb NOT NULL,
	"threshold_a" numeric(5, 2) NOT NULL,
	"threshold_b" numeric(5, 2) NOT NULL,
	"threshold_c" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "score_settings_thresholds_ck" CHECK ("score_settings"."threshold_a" >= "score_settings"."threshold_b" and "score_settings"."threshold_b" >= "score_settings"."threshold_c" and "score_settings"."threshold_c" >= 0 and "score_settings"."threshold_a" <= 100)
);
--> statement-breakpoint
CREATE TABLE "score_snapshots" (
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"month" date NOT NULL,
	"on_time_num" integer,
	"on_time_den" integer,
	"late_days" integer,
	"in_full_num" integer,
	"in_full_den" integer,
	"rejected_qty" numeric(18, 4),
	"received_qty" numeric(18, 4),
	"deduction_count" integer DEFAULT 0 NOT NULL,
	"deduction_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"asn_num" integer,
	"asn_den" integer,
	"confirm_num" integer,
	"confirm_den" integer,
	"confirm_median_hours" numeric(12, 2),
	"price_above_amount" numeric(18, 2),
	"price_total_amount" numeric(18, 2),
	"invoice_num" integer,
	"invoice_den" integer,
	"score" numeric(5, 2),
	"grade" text,
	"weights" jsonb NOT NULL,
	"thresholds" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_snapshots_company_id_supplier_id_month_pk" PRIMARY KEY("company_id","supplier_id","month"),
	CONSTRAINT "score_snapshots_grade_ck" CHECK ("score_snapshots"."grade" in ('a', 'b', 'c', 'd'))
);
--> statement-breakpoint
ALTER TABLE "score_settings" ADD CONSTRAINT "score_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_snapshots" ADD CONSTRAINT "score_snapshots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_snapshots" ADD CONSTRAINT "score_snapshots_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_snapshots_month_idx" ON "score_snapshots" USING btree ("company_id","month");