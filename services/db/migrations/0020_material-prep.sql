CREATE SEQUENCE "public"."material_prep_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "material_prep_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_prep_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"qty" numeric(18, 4) NOT NULL,
	"prepared_after" numeric(18, 4) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"entered_by" integer,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_prep_entries_qty_ck" CHECK ("material_prep_entries"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "material_prep_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_prep_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_no" text NOT NULL,
	"company_id" integer NOT NULL,
	"supplier_id" integer,
	"project_no" text NOT NULL,
	"work_order" text DEFAULT '' NOT NULL,
	"itemno" text NOT NULL,
	"itemdesc" text NOT NULL,
	"unit" text NOT NULL,
	"required_qty" numeric(18, 4) NOT NULL,
	"prepared_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"ready_by" date NOT NULL,
	"responsible" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "material_prep_tasks_status_ck" CHECK ("material_prep_tasks"."status" in ('open', 'preparing', 'ready', 'cancelled')),
	CONSTRAINT "material_prep_tasks_qty_ck" CHECK ("material_prep_tasks"."required_qty" > 0 and "material_prep_tasks"."prepared_qty" >= 0 and "material_prep_tasks"."prepared_qty" <= "material_prep_tasks"."required_qty")
);
--> statement-breakpoint
ALTER TABLE "material_prep_entries" ADD CONSTRAINT "material_prep_entries_task_id_material_prep_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."material_prep_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_prep_tasks" ADD CONSTRAINT "material_prep_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_prep_tasks" ADD CONSTRAINT "material_prep_tasks_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_prep_entries_task_idx" ON "material_prep_entries" USING btree ("task_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_prep_tasks_no_uq" ON "material_prep_tasks" USING btree ("task_no");--> statement-breakpoint
CREATE INDEX "material_prep_tasks_company_ready_idx" ON "material_prep_tasks" USING btree ("company_id","ready_by","id");--> statement-breakpoint
CREATE INDEX "material_prep_tasks_company_no_idx" ON "material_prep_tasks" USING btree ("company_id","task_no");--> statement-breakpoint
CREATE INDEX "material_prep_tasks_company_project_idx" ON "material_prep_tasks" USING btree ("company_id","project_no","id");