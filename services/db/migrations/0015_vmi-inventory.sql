CREATE TABLE "vmi_materials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vmi_materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"itemno" text NOT NULL,
	"itemdesc" text NOT NULL,
	"unit" text NOT NULL,
	"min_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"max_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"agreed_price" numeric(18, 6) NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"default_location" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "vmi_materials_levels_ck" CHECK ("vmi_materials"."min_qty" >= 0 and "vmi_materials"."max_qty" >= "vmi_materials"."min_qty"),
	CONSTRAINT "vmi_materials_price_ck" CHECK ("vmi_materials"."agreed_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "vmi_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vmi_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"material_id" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"location" text NOT NULL,
	"kind" text NOT NULL,
	"qty" numeric(18, 4) NOT NULL,
	"on_hand_after" numeric(18, 4) NOT NULL,
	"unit_price" numeric(18, 6) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"move_date" date NOT NULL,
	"moved_by" integer NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vmi_movements_kind_ck" CHECK ("vmi_movements"."kind" in ('receipt', 'consumption')),
	CONSTRAINT "vmi_movements_qty_ck" CHECK ("vmi_movements"."qty" > 0 and "vmi_movements"."on_hand_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vmi_stock" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vmi_stock_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"material_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"location" text NOT NULL,
	"on_hand" numeric(18, 4) DEFAULT '0' NOT NULL,
	"last_moved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	CONSTRAINT "vmi_stock_on_hand_ck" CHECK ("vmi_stock"."on_hand" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vmi_materials" ADD CONSTRAINT "vmi_materials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vmi_materials" ADD CONSTRAINT "vmi_materials_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vmi_movements" ADD CONSTRAINT "vmi_movements_material_id_vmi_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."vmi_materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vmi_movements" ADD CONSTRAINT "vmi_movements_stock_id_vmi_stock_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."vmi_stock"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vmi_stock" ADD CONSTRAINT "vmi_stock_material_id_vmi_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."vmi_materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vmi_materials_company_supplier_item_uq" ON "vmi_materials" USING btree ("company_id","supplier_id","itemno");--> statement-breakpoint
CREATE INDEX "vmi_materials_company_item_idx" ON "vmi_materials" USING btree ("company_id","itemno","id");--> statement-breakpoint
CREATE INDEX "vmi_movements_scope_idx" ON "vmi_movements" USING btree ("company_id","supplier_id","moved_at","id");--> statement-breakpoint
CREATE INDEX "vmi_movements_company_idx" ON "vmi_movements" USING btree ("company_id","moved_at","id");--> statement-breakpoint
CREATE INDEX "vmi_movements_settle_idx" ON "vmi_movements" USING btree ("company_id","supplier_id","kind","move_date");--> statement-breakpoint
CREATE INDEX "vmi_movements_stock_idx" ON "vmi_movements" USING btree ("stock_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vmi_stock_material_location_uq" ON "vmi_stock" USING btree ("material_id","location");