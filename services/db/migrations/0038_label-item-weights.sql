CREATE TABLE "label_item_weights" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "label_item_weights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"itemno" text NOT NULL,
	"net_weight" numeric(18, 4) NOT NULL,
	"single_weight" numeric(18, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
ALTER TABLE "label_item_weights" ADD CONSTRAINT "label_item_weights_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_item_weights" ADD CONSTRAINT "label_item_weights_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "label_item_weights_item_uq" ON "label_item_weights" USING btree ("company_id","supplier_id","itemno");