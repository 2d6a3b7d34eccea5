import { z } from 'zod';
import { contract, strictContract } from './contract.js';
import {
  gamePlaceCountFields,
  gameSummarySchema,
  myRegistrationSchema,
  paymentMethodSchema,
} from './games.js';
import { manatSchema as manat } from './money.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';

/* A player's bookings: booking a place, leaving, and the games the player booked. */

export const registerForGameSchema = strictContract('RegisterForGame', {
  payment_method: paymentMethodSchema,
});
export type RegisterForGameRequest = z.infer<typeof registerForGameSchema>;

export const registrationResultSchema = contract('RegistrationResult', {
  registration: myRegistrationSchema,
  ...gamePlaceCountFields,
  /** When the place is held for payment: how much to top up (the price minus the balance). */
  top_up_amount: manat.nullable(),
  /** The player's wallet balance after this booking (the web's one copy of it follows this). */
  balance: manat,
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

export const leaveResultSchema = contract('LeaveResult', {
  refunded: manat,
  ...gamePlaceCountFields,
  /** The player's wallet balance after leaving (a refund included). */
  balance: manat,
});
export type LeaveResult = z.infer<typeof leaveResultSchema>;

export const myGamesQuerySchema = paginationQuerySchema.extend({
  scope: z.enum(['upcoming', 'past']).default('upcoming'),
});
export type MyGamesQuery = z.input<typeof myGamesQuerySchema>;

export const myGameSchema = gameSummarySchema
  .extend({ registration: myRegistrationSchema })
  .meta({ id: 'MyGame' });
export type MyGame = z.infer<typeof myGameSchema>;
export const myGamesResponseSchema = paginatedSchema(myGameSchema);
export type MyGamesResponse = z.infer<typeof myGamesResponseSchema>;
