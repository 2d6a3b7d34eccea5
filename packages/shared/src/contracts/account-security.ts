import { z } from 'zod';
import { contract, strictContract } from './contract.js';
import { instantSchema as instant } from './dates.js';
import { newPasswordSchema } from './auth.js';

/** `POST /auth/password`: the current password proves it is the owner; every other session ends. */
export const changePasswordRequestSchema = strictContract('ChangePassword', {
  current_password: z.string().min(1, 'required').max(1024),
  new_password: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** One signed-in device: a session family, as its owner sees it in the settings. */
export const accountSessionSchema = contract('AccountSession', {
  id: z.uuid().describe('The session (the access token’s `sid`)'),
  browser: z.string().nullable().describe('Read from the user agent, e.g. "Chrome"; null when unknown'),
  os: z.string().nullable().describe('Read from the user agent, e.g. "Android"; null when unknown'),
  device_type: z.enum(['phone', 'tablet', 'desktop']).nullable(),
  ip: z.string().nullable().describe('The address of the last refresh'),
  signed_in_at: instant,
  last_used_at: instant.describe('The last sign-in or refresh (a refresh happens every 15 minutes in use)'),
  current: z.boolean().describe('The session of this request'),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsSchema = z.object({ items: z.array(accountSessionSchema).max(1000) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;

export const accountSessionParamsSchema = z.object({ id: z.uuid() });
