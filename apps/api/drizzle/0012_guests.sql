CREATE TABLE "game_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"booker_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"price_qepik" integer NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_guests_status_valid" CHECK ("game_guests"."status" in ('confirmed', 'cancelled')),
	CONSTRAINT "game_guests_price_not_negative" CHECK ("game_guests"."price_qepik" >= 0)
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "guests_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "game_guests" ADD CONSTRAINT "game_guests_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_guests" ADD CONSTRAINT "game_guests_registration_id_game_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."game_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_guests" ADD CONSTRAINT "game_guests_booker_id_users_id_fk" FOREIGN KEY ("booker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_guests_game_status_idx" ON "game_guests" USING btree ("game_id","status");--> statement-breakpoint
CREATE INDEX "game_guests_registration_idx" ON "game_guests" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "game_guests_booker_idx" ON "game_guests" USING btree ("booker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_guests_active_name_unique" ON "game_guests" USING btree ("registration_id",lower("name")) WHERE "game_guests"."status" = 'confirmed';