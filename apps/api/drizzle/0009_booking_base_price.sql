ALTER TABLE "game_registrations" ADD COLUMN "base_price_qepik" integer;--> statement-breakpoint
-- Bookings made before this column: the game's price is the best record of the price they were quoted from.
UPDATE "game_registrations" r SET "base_price_qepik" = g."price_qepik" FROM "games" g WHERE g."id" = r."game_id";
