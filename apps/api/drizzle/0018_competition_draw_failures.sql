ALTER TABLE "competitions" ADD COLUMN "draw_failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "draw_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "draw_failure_code" text;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "draw_retry_at" timestamp with time zone;