CREATE TABLE "whatsapp_monthly_usage" (
	"month" text PRIMARY KEY NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_monthly_usage_counts" CHECK ("whatsapp_monthly_usage"."sent" >= 0 and "whatsapp_monthly_usage"."skipped" >= 0)
);
--> statement-breakpoint
CREATE TABLE "whatsapp_opt_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"language" text NOT NULL,
	"wording" text NOT NULL,
	"opted_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opted_out_at" timestamp with time zone,
	"opt_out_source" text,
	CONSTRAINT "whatsapp_opt_ins_source_valid" CHECK (("whatsapp_opt_ins"."opted_out_at" is null) = ("whatsapp_opt_ins"."opt_out_source" is null) and ("whatsapp_opt_ins"."opt_out_source" is null or "whatsapp_opt_ins"."opt_out_source" in ('settings', 'whatsapp_reply')))
);
--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "provider_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_opt_ins" ADD CONSTRAINT "whatsapp_opt_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_opt_ins_in_force_unique" ON "whatsapp_opt_ins" USING btree ("user_id") WHERE "whatsapp_opt_ins"."opted_out_at" is null;--> statement-breakpoint
CREATE INDEX "whatsapp_opt_ins_phone_idx" ON "whatsapp_opt_ins" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "notification_deliveries_provider_idx" ON "notification_deliveries" USING btree ("channel","provider_id") WHERE "notification_deliveries"."provider_id" is not null;