import { z } from 'zod';
import { PHONE_CODE_RULES, normalizeAzerbaijaniMobile } from '../domain/phone-codes.js';
import { contract, strictContract } from './contract.js';
import { PROFILE_LIMITS, requiredField } from './profile.js';

/** An Azerbaijani mobile number in any usual spelling (`055 123 45 67`), answered as E.164. */
export const mobilePhoneSchema = z
  .string(requiredField)
  .trim()
  .min(1, 'fill_required')
  .max(PROFILE_LIMITS.phoneMaxLength, 'phone_invalid')
  .refine((value) => normalizeAzerbaijaniMobile(value) !== null, 'phone_not_mobile')
  .transform((value) => normalizeAzerbaijaniMobile(value) ?? value)
  .describe('Azerbaijani mobile number, e.g. `055 123 45 67`; used as `+994551234567`');

/** The six digits of an SMS code; spaces people paste between them are dropped. */
export const phoneCodeSchema = z
  .string(requiredField)
  .max(32, 'phone_code_format')
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${PHONE_CODE_RULES.length}}$`), 'phone_code_format'))
  .describe(`The ${PHONE_CODE_RULES.length} digits of the SMS`);

export const phoneCodeRequestSchema = strictContract('PhoneCodeRequest', { phone: mobilePhoneSchema });
export type PhoneCodeRequest = z.input<typeof phoneCodeRequestSchema>;

export const phoneVerifyRequestSchema = strictContract('PhoneVerifyRequest', {
  phone: mobilePhoneSchema,
  code: phoneCodeSchema,
});
export type PhoneVerifyRequest = z.input<typeof phoneVerifyRequestSchema>;

/** A code is on its way (the same answer whether or not the number has an account). */
export const phoneCodeSentSchema = contract('PhoneCodeSent', {
  phone: z.string().describe('The number as E.164, `+994XXXXXXXXX`'),
  expires_in_seconds: z.number().int().describe('How long the code works'),
  resend_in_seconds: z.number().int().describe('When a new code may be asked for'),
  delivery: z
    .enum(['sent', 'captured'])
    .describe('`captured`: kept in the development outbox (/dev/outbox), not sent (decision 50)'),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;

/** The signed-in player's phone number and whether an SMS code confirmed it. */
export const myPhoneSchema = contract('MyPhone', {
  phone: z.string().nullable().describe('E.164, or null when the profile has none'),
  verified: z.boolean().describe('True once a code sent to this number was entered; a change clears it'),
});
export type MyPhone = z.infer<typeof myPhoneSchema>;
