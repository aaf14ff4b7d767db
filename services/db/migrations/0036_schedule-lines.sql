CREATE TABLE "purchase_order_schedule_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_schedule_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"line_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"qty" numeric(18, 4) NOT NULL,
	"promised_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "purchase_order_schedule_lines_qty_ck" CHECK ("purchase_order_schedule_lines"."qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_order_schedule_lines" ADD CONSTRAINT "purchase_order_schedule_lines_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_schedule_lines" ADD CONSTRAINT "purchase_order_schedule_lines_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_schedule_lines_line_seq_uq" ON "purchase_order_schedule_lines" USING btree ("line_id","seq");--> statement-breakpoint
CREATE INDEX "purchase_order_schedule_lines_order_idx" ON "purchase_order_schedule_lines" USING btree ("order_id");