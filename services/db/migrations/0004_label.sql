CREATE SEQUENCE "public"."label_serial_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "label_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "label_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"source_type" text NOT NULL,
	"source_id" integer NOT NULL,
	"source_line_id" integer NOT NULL,
	"doc_no" text NOT NULL,
	"doc_line_no" integer NOT NULL,
	"pono" text DEFAULT '' NOT NULL,
	"po_line_no" integer DEFAULT 0 NOT NULL,
	"project_no" text DEFAULT '' NOT NULL,
	"order_no" text DEFAULT '' NOT NULL,
	"apply_no" text DEFAULT '' NOT NULL,
	"itemno" text NOT NULL,
	"itemdesc" text NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"per_bundle" numeric(18, 4) NOT NULL,
	"per_pack" numeric(18, 4) NOT NULL,
	"customer_label" text NOT NULL,
	"company_code" text DEFAULT '' NOT NULL,
	"work_no" text NOT NULL,
	"net_weight" numeric(18, 4) NOT NULL,
	"single_weight" numeric(18, 4) NOT NULL,
	"production_date" date NOT NULL,
	"batch_no" text NOT NULL,
	"label_type" text NOT NULL,
	"template" text NOT NULL,
	"with_qr" boolean DEFAULT false NOT NULL,
	"with_gs1" boolean DEFAULT false NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "label_batches_source_type_ck" CHECK ("label_batches"."source_type" in ('purchase_receipt', 'semi_finished', 'finished', 'outsourced')),
	CONSTRAINT "label_batches_label_type_ck" CHECK ("label_batches"."label_type" in ('generic', 'customer')),
	CONSTRAINT "label_batches_template_ck" CHECK ("label_batches"."template" in ('generic_100x70', 'customer_100x70')),
	CONSTRAINT "label_batches_count_ck" CHECK ("label_batches"."count" between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "label_prints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "label_prints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"label_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"serial" text NOT NULL,
	"kind" text NOT NULL,
	"nth" integer NOT NULL,
	"reprint" boolean NOT NULL,
	"task_id" integer,
	"actor_user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "label_prints_kind_ck" CHECK ("label_prints"."kind" in ('print', 'download'))
);
--> statement-breakpoint
CREATE TABLE "label_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "label_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"supplier_id" integer,
	"batch_id" integer NOT NULL,
	"template" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"message" text,
	"file_id" text,
	"file_name" text,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "label_tasks_state_ck" CHECK ("label_tasks"."state" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "label_tasks_progress_ck" CHECK ("label_tasks"."done" between 0 and "label_tasks"."total")
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"serial" text NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"print_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "label_batches" ADD CONSTRAINT "label_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_batches" ADD CONSTRAINT "label_batches_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_prints" ADD CONSTRAINT "label_prints_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_prints" ADD CONSTRAINT "label_prints_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_tasks" ADD CONSTRAINT "label_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_tasks" ADD CONSTRAINT "label_tasks_batch_id_label_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."label_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_batch_id_label_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."label_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "label_batches_supplier_idx" ON "label_batches" USING btree ("company_id","supplier_id","created_at","id");--> statement-breakpoint
CREATE INDEX "label_batches_company_idx" ON "label_batches" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "label_batches_doc_no_idx" ON "label_batches" USING btree ("company_id","doc_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "label_batches_pono_idx" ON "label_batches" USING btree ("company_id","pono" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "label_batches_source_idx" ON "label_batches" USING btree ("source_type","source_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "label_prints_label_nth_uq" ON "label_prints" USING btree ("label_id","nth");--> statement-breakpoint
CREATE INDEX "label_prints_batch_idx" ON "label_prints" USING btree ("batch_id","at");--> statement-breakpoint
CREATE INDEX "label_tasks_user_idx" ON "label_tasks" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "label_tasks_one_running_uq" ON "label_tasks" USING btree ("user_id") WHERE state in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "labels_serial_uq" ON "labels" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "labels_batch_seq_uq" ON "labels" USING btree ("batch_id","seq");