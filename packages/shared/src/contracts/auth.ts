import { z } from 'zod';
import { contract } from './contract.js';
import { isStorableLine, isStorableText, opaqueText, userText } from './text.js';
import { languageSchema, personNameSchema, userSchema } from './users.js';

export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

/** Trimmed and lower-cased before it is checked, so `  Elvin@Mail.AZ ` and `elvin@mail.az` are one account. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'email_invalid')
  .refine(isStorableLine, 'email_invalid')
  .pipe(z.email({ message: 'email_invalid' }));

/** Length only, no composition rules (NIST SP 800-63B); the API also refuses common passwords. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_LENGTH.min, 'password_too_short')
  .max(PASSWORD_LENGTH.max, 'password_too_long')
  .refine(isStorableText, 'text_invalid');

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  first_name: personNameSchema,
  last_name: personNameSchema,
  language: languageSchema.optional().describe('Defaults to the language of Accept-Language'),
  accept_terms: z.literal(true, { message: 'terms_not_accepted' }),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'required').max(254).refine(isStorableLine, 'email_invalid'),
  password: z.string().min(1, 'required').max(1024).refine(isStorableText, 'text_invalid'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenPairSchema = contract('TokenPair', {
  access_token: z.string().describe('JWT for `Authorization: Bearer`, valid 15 minutes'),
  refresh_token: z.string().describe('Single use: each refresh returns a new one'),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginResponseSchema = tokenPairSchema.extend({ token_type: z.literal('bearer') });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** What every sign-in that creates or finds an account answers: register, Google, Telegram. */
export const authResponseSchema = contract('AuthResponse', {
  tokens: tokenPairSchema,
  user: userSchema,
  needs_onboarding: z.boolean(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const refreshRequestSchema = z.object({ refresh_token: opaqueText(512) });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** Logout never fails: a missing body or a malformed token is ignored. */
export const logoutRequestSchema = z.preprocess(
  (body) => (body !== null && typeof body === 'object' ? body : {}),
  z.object({ refresh_token: opaqueText(512).optional().catch(undefined) }),
);
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

export const googleAuthUrlResponseSchema = z.object({ auth_url: z.url() });
export type GoogleAuthUrlResponse = z.infer<typeof googleAuthUrlResponseSchema>;

/** The query Google sent to the web app's callback page, passed on as it came. */
export const googleCallbackQuerySchema = z.object({
  code: opaqueText(4096),
  state: opaqueText(512),
  iss: opaqueText(2048).optional().describe('The issuer, when the provider sends it (RFC 9207)'),
});
export type GoogleCallbackQuery = z.infer<typeof googleCallbackQuerySchema>;

/**
 * The user object of the Telegram Login Widget. Fields Telegram may add later are kept, as the
 * signature covers every field it sent.
 */
export const telegramAuthRequestSchema = z
  .object({
    id: z.number().int().positive(),
    first_name: userText({ max: 256 }, 'text_too_long', { singleLine: true }),
    last_name: userText({ max: 256 }, 'text_too_long', { singleLine: true }).optional(),
    username: userText({ max: 64 }, 'text_too_long', { singleLine: true }).optional(),
    photo_url: opaqueText(2048).optional(),
    auth_date: z.number().int().positive().describe('Unix time of the sign-in'),
    hash: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .catchall(z.union([opaqueText(2048), z.number(), z.boolean()]));
export type TelegramAuthRequest = z.infer<typeof telegramAuthRequestSchema>;

/**
 * What becomes of a message on a channel on this server: `sent`; `captured` in the development
 * outbox (/dev/outbox) and not sent (decision 50, never in production); or `off`: neither.
 */
export const MESSAGE_DELIVERY_MODES = ['sent', 'captured', 'off'] as const;
export type MessageDeliveryMode = (typeof MESSAGE_DELIVERY_MODES)[number];
const messageDeliveryMode = z.enum(MESSAGE_DELIVERY_MODES);

/** The one place the web app learns which message channels this server has (public: no secrets). */
export const messageChannelsSchema = z.object({
  email: messageDeliveryMode,
  telegram: messageDeliveryMode,
  push: messageDeliveryMode,
  sms: messageDeliveryMode,
});
export type MessageChannels = z.infer<typeof messageChannelsSchema>;

export const authProvidersResponseSchema = z.object({
  google: z.boolean(),
  telegram: z.object({ enabled: z.boolean(), bot_username: z.string().nullable() }),
  /** What becomes of emails, Telegram messages, push and SMS here (password reset, address checks, notifications). */
  messages: messageChannelsSchema,
});
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;
