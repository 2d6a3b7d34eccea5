CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"vip" boolean DEFAULT false NOT NULL,
	"context_kind" text,
	"context_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"waiting_since" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "support_requests_topic_valid" CHECK ("support_requests"."topic" in ('payment', 'game', 'account', 'other')),
	CONSTRAINT "support_requests_status_valid" CHECK ("support_requests"."status" in ('open', 'answered', 'closed')),
	CONSTRAINT "support_requests_context_valid" CHECK (("support_requests"."context_kind" is null and "support_requests"."context_id" is null)
        or ("support_requests"."context_kind" in ('payment', 'transaction', 'game') and "support_requests"."context_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_requests_user_idx" ON "support_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "support_requests_queue_idx" ON "support_requests" USING btree ("status","vip","waiting_since");