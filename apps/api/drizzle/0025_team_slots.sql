CREATE TABLE "team_calendar_feeds" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_slot_answers" (
	"slot_id" uuid NOT NULL,
	"date" date NOT NULL,
	"user_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_slot_answers_slot_id_date_user_id_pk" PRIMARY KEY("slot_id","date","user_id"),
	CONSTRAINT "team_slot_answers_answer_valid" CHECK ("team_slot_answers"."answer" in ('coming', 'not_coming', 'maybe'))
);
--> statement-breakpoint
CREATE TABLE "team_slot_reminders" (
	"slot_id" uuid NOT NULL,
	"date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_slot_reminders_slot_id_date_pk" PRIMARY KEY("slot_id","date")
);
--> statement-breakpoint
CREATE TABLE "team_slot_squads" (
	"slot_id" uuid NOT NULL,
	"date" date NOT NULL,
	"user_id" uuid NOT NULL,
	"picked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_slot_squads_slot_id_date_user_id_pk" PRIMARY KEY("slot_id","date","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"venue_id" integer NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"kick_off_time" text NOT NULL,
	"every_weeks" smallint DEFAULT 1 NOT NULL,
	"time_zone" text DEFAULT 'Asia/Baku' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"duration_minutes" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_slots_kind_valid" CHECK ("team_slots"."kind" in ('training', 'friendly')),
	CONSTRAINT "team_slots_status_valid" CHECK ("team_slots"."status" in ('active', 'ended')),
	CONSTRAINT "team_slots_weekdays_valid" CHECK (cardinality("team_slots"."weekdays") between 1 and 7 and "team_slots"."weekdays" <@ array[1, 2, 3, 4, 5, 6, 7]::smallint[]),
	CONSTRAINT "team_slots_kick_off_time_valid" CHECK ("team_slots"."kick_off_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "team_slots_every_weeks_valid" CHECK ("team_slots"."every_weeks" in (1, 2)),
	CONSTRAINT "team_slots_dates_in_order" CHECK ("team_slots"."end_date" is null or "team_slots"."end_date" >= "team_slots"."start_date"),
	CONSTRAINT "team_slots_duration_range" CHECK ("team_slots"."duration_minutes" between 30 and 240),
	CONSTRAINT "team_slots_note_length" CHECK (char_length("team_slots"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "team_calendar_feeds" ADD CONSTRAINT "team_calendar_feeds_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_slot_answers" ADD CONSTRAINT "team_slot_answers_slot_id_team_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."team_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_slot_answers" ADD CONSTRAINT "team_slot_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_slot_reminders" ADD CONSTRAINT "team_slot_reminders_slot_id_team_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."team_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_slot_squads" ADD CONSTRAINT "team_slot_squads_slot_id_team_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."team_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_slot_squads" ADD CONSTRAINT "team_slot_squads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_slots" ADD CONSTRAINT "team_slots_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_slots" ADD CONSTRAINT "team_slots_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_slots" ADD CONSTRAINT "team_slots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_calendar_feeds_token_unique" ON "team_calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE INDEX "team_slots_team_idx" ON "team_slots" USING btree ("team_id");