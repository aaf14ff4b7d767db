ALTER TABLE "processing_orders" ADD COLUMN "product_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "processing_orders" ADD COLUMN "customer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "processing_orders" ADD COLUMN "carton" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "processing_orders" ADD COLUMN "box_style" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "processing_orders" ADD COLUMN "flute" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "processing_orders" ADD COLUMN "board_grade" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "processing_orders" ADD COLUMN "paper" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "processing_orders" ADD COLUMN "surface_finish" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "processing_orders" ADD COLUMN "length_mm" numeric(8, 1) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "processing_orders" ADD COLUMN "width_mm" numeric(8, 1) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "processing_orders" ADD COLUMN "height_mm" numeric(8, 1) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "processing_orders" ADD COLUMN "pack_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "processing_orders" ADD COLUMN "sample_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "processing_orders" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "processing_orders" ADD CONSTRAINT "processing_orders_carton_ck" CHECK (not "processing_orders"."carton" or ("processing_orders"."flute" <> '' and "processing_orders"."board_grade" <> ''));--> statement-breakpoint
ALTER TABLE "processing_orders" ADD CONSTRAINT "processing_orders_print_counts_ck" CHECK ("processing_orders"."pack_qty" >= 0 and "processing_orders"."sample_qty" >= 0);