import { sql } from 'drizzle-orm';

/**
 * The games whose `places_taken` is over the capacity or differs from what holds a place: confirmed
 * and held bookings plus confirmed guests. Every test and benchmark that checks the places asks this.
 */
export const gamesWithPlacesAmiss = sql`select g.id from games g
  where g.places_taken > g.capacity
     or g.places_taken <> (select count(*) from game_registrations r
                           where r.game_id = g.id and r.status in ('confirmed', 'pending_payment'))
                        + (select count(*) from game_guests q where q.game_id = g.id and q.status = 'confirmed')`;
