import { z } from 'zod';
import { contract, strictContract } from './contract.js';
import { instantSchema as instant } from './dates.js';
import { manatSchema as manat } from './money.js';
import { GUEST_NAME_MAX_LENGTH } from '../domain/games.js';
import { userText } from './text.js';
import { playerIdentitySchema } from './users.js';

/** A player books a place for a named guest who has no account; the booker's wallet pays. */
export const addGuestSchema = strictContract('AddGuest', {
  name: userText({ min: 1, max: GUEST_NAME_MAX_LENGTH }, 'guest_name_length', { singleLine: true }),
});
export type AddGuestRequest = z.input<typeof addGuestSchema>;

export const guestParamsSchema = z.object({ id: z.uuid(), guestId: z.uuid() });

/** A guest on a game: the name the booker gave, and who brought them ("guest of X"). */
export const gameGuestSchema = contract('GameGuest', {
  id: z.uuid(),
  name: z.string(),
  /** Who brought the guest: their id, names and photo, which privacy never hides. */
  booker: playerIdentitySchema,
  /** What the booker paid for this place (the game's own price, no discount). */
  price: manat,
  created_at: instant,
});
export type GameGuest = z.infer<typeof gameGuestSchema>;

export const guestBookingResultSchema = contract('GuestBookingResult', {
  guest: gameGuestSchema,
  places_left: z.number().int(),
  /** The booker's wallet balance after paying for the guest. */
  balance: manat,
});
export type GuestBookingResult = z.infer<typeof guestBookingResultSchema>;
