CREATE TABLE "help_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"scripted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
ALTER TABLE "help_documents" ADD CONSTRAINT "help_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "help_documents_title_uq" ON "help_documents" USING btree (lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "help_documents_file_uq" ON "help_documents" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "help_documents_manual_uq" ON "help_documents" USING btree ("manual") WHERE "help_documents"."manual";