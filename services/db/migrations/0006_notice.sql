CREATE TABLE "notice_files" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"notice_id" integer,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "notice_reads_user_id_notice_id_pk" PRIMARY KEY("user_id","notice_id")
);
--> statement-breakpoint
CREATE TABLE "notice_receivers" (
	"notice_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	CONSTRAINT "notice_receivers_notice_id_supplier_id_pk" PRIMARY KEY("notice_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"level" text NOT NULL,
	"template" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"video_file_id" uuid,
	"status" text DEFAULT 'valid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "notices_level_ck" CHECK ("notices"."level" in ('ordinary', 'important', 'critical')),
	CONSTRAINT "notices_template_ck" CHECK ("notices"."template" in ('ordinary', 'multimedia')),
	CONSTRAINT "notices_status_ck" CHECK ("notices"."status" in ('valid', 'invalid')),
	CONSTRAINT "notices_window_ck" CHECK ("notices"."ends_at" > "notices"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "it_report_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "it_report_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"report_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"from_status" text,
	"to_status" text,
	"comment" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "it_report_events_step_ck" CHECK (("it_report_events"."from_status" is null) = ("it_report_events"."to_status" is null))
);
--> statement-breakpoint
CREATE TABLE "it_report_files" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"report_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "it_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "it_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"category" text NOT NULL,
	"urgency" text NOT NULL,
	"description" text NOT NULL,
	"contact" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "it_reports_category_ck" CHECK ("it_reports"."category" in ('login', 'data', 'printing', 'performance', 'other')),
	CONSTRAINT "it_reports_urgency_ck" CHECK ("it_reports"."urgency" in ('low', 'normal', 'high', 'critical')),
	CONSTRAINT "it_reports_status_ck" CHECK ("it_reports"."status" in ('submitted', 'accepted', 'resolved', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "notice_files" ADD CONSTRAINT "notice_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_files" ADD CONSTRAINT "notice_files_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_files" ADD CONSTRAINT "notice_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_receivers" ADD CONSTRAINT "notice_receivers_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_receivers" ADD CONSTRAINT "notice_receivers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_video_file_id_stored_files_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "it_report_events" ADD CONSTRAINT "it_report_events_report_id_it_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."it_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "it_report_events" ADD CONSTRAINT "it_report_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "it_report_files" ADD CONSTRAINT "it_report_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "it_report_files" ADD CONSTRAINT "it_report_files_report_id_it_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."it_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "it_report_files" ADD CONSTRAINT "it_report_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "it_reports" ADD CONSTRAINT "it_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "it_reports" ADD CONSTRAINT "it_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_files_notice_idx" ON "notice_files" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "notice_reads_notice_idx" ON "notice_reads" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "notice_receivers_supplier_idx" ON "notice_receivers" USING btree ("supplier_id","notice_id");--> statement-breakpoint
CREATE INDEX "notices_company_starts_idx" ON "notices" USING btree ("company_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "notices_starts_idx" ON "notices" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "it_report_events_report_idx" ON "it_report_events" USING btree ("report_id","id");--> statement-breakpoint
CREATE INDEX "it_report_files_report_idx" ON "it_report_files" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "it_reports_reporter_idx" ON "it_reports" USING btree ("reporter_id","created_at","id");--> statement-breakpoint
CREATE INDEX "it_reports_created_idx" ON "it_reports" USING btree ("created_at","id");