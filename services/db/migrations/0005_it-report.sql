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
ALTER TABLE "it_report_events" ADD CONSTRAINT "it_report_events_report_id_it_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."it_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "it_report_events" ADD CONSTRAINT "it_report_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "it_report_files" ADD CONSTRAINT "it_report_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "it_report_files" ADD CONSTRAINT "it_report_files_report_id_it_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."it_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "it_report_files" ADD CONSTRAINT "it_report_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "it_reports" ADD CONSTRAINT "it_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "it_reports" ADD CONSTRAINT "it_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "it_report_events_report_idx" ON "it_report_events" USING btree ("report_id","id");--> statement-breakpoint
CREATE INDEX "it_report_files_report_idx" ON "it_report_files" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "it_reports_reporter_idx" ON "it_reports" USING btree ("reporter_id","created_at","id");--> statement-breakpoint
CREATE INDEX "it_reports_created_idx" ON "it_reports" USING btree ("created_at","id");