import { z } from 'zod';
import { instantSchema as instant } from './dates.js';
import { manatSchema as manat } from './money.js';
import { GUEST_NAME_MAX_LENGTH } from '../domain/games.js';
import { userText } from './text.js';
import { playerIdentitySchema } from './users.js';

/** A player books a place for a named guest who has no account; the booker's wallet pays. */
export const addGuestSchema = z
  .strictObject({
    name: userText({ min: 1, max: GUEST_NAME_MAX_LENGTH }, 'guest_name_length', { singleLine: true }),
  })
  .meta({ id: 'AddGuest' });
export type AddGuestRequest = z.input<typeof addGuestSchema>;

export const guestParamsSchema = z.object({ id: z.uuid(), guestId: z.uuid() });

/** A guest on a game: the name the booker gave, and who brought them ("guest of X"). */
export const gameGuestSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** Who brought the guest: their id, names and photo, which privacy never hides. */
    booker: playerIdentitySchema,
    /** What the booker paid for this place (the game's own price, no discount). */
    price: manat,
    created_at: instant,
  })
  .meta({ id: 'GameGuest' });
export type GameGuest = z.infer<typeof gameGuestSchema>;

export const guestBookingResultSchema = z
  .object({
    guest: gameGuestSchema,
    places_left: z.number().int(),
    /** The booker's wallet balance after paying for the guest. */
    balance: manat,
  })
  .meta({ id: 'GuestBookingResult' });
export type GuestBookingResult = z.infer<typeof guestBookingResultSchema>;
