ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL;--> statement-breakpoint
-- hand-written
-- A database seeded before this column existed: the Vietnamese company works in its own zone.
UPDATE "companies" SET "time_zone" = 'Asia/Ho_Chi_Minh' WHERE "code" = 'VN';
