CREATE TABLE "reconciliation_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"day" date,
	"started_by_user_id" uuid,
	"wallet_count" integer NOT NULL,
	"wallets_total_qepik" bigint NOT NULL,
	"ledger_total_qepik" bigint NOT NULL,
	"topups_credited_qepik" bigint NOT NULL,
	"payments_confirmed_qepik" bigint NOT NULL,
	"mismatch_count" integer NOT NULL,
	"mismatches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_reports_trigger_valid" CHECK ("reconciliation_reports"."trigger" in ('scheduled', 'manual')),
	CONSTRAINT "reconciliation_reports_day_when_scheduled" CHECK (("reconciliation_reports"."trigger" = 'scheduled') = ("reconciliation_reports"."day" is not null))
);
--> statement-breakpoint
ALTER TABLE "reconciliation_reports" ADD CONSTRAINT "reconciliation_reports_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_reports_day_unique" ON "reconciliation_reports" USING btree ("day") WHERE "reconciliation_reports"."trigger" = 'scheduled';--> statement-breakpoint
CREATE INDEX "reconciliation_reports_created_idx" ON "reconciliation_reports" USING btree ("created_at");