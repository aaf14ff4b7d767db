ALTER TABLE "users" ADD COLUMN "sso_subject" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wechat_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wechat_bound_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_sso_subject_uq" ON "users" USING btree ("sso_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "users_wechat_id_uq" ON "users" USING btree ("wechat_id");