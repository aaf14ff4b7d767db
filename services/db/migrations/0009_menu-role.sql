CREATE TABLE "role_departments" (
	"role_id" integer NOT NULL,
	"dept_id" text NOT NULL,
	CONSTRAINT "role_departments_role_id_dept_id_pk" PRIMARY KEY("role_id","dept_id")
);
--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "icon_file_id" uuid;--> statement-breakpoint
ALTER TABLE "role_departments" ADD CONSTRAINT "role_departments_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "menus_identification_uq" ON "menus" USING btree ("identification");--> statement-breakpoint
CREATE INDEX "menus_parent_idx" ON "menus" USING btree ("terminal","parent_id","sort");