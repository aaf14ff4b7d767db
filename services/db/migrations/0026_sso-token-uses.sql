CREATE TABLE "sso_token_uses" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sso_token_uses_expires_idx" ON "sso_token_uses" USING btree ("expires_at");