import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './auth.js';
import { isStorableLine } from './text.js';

/** The token of an emailed link: base64url of random bytes. */
export const accountTokenSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(200, 'token_invalid')
  .refine(isStorableLine, 'token_invalid');

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: accountTokenSchema,
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const verifyEmailRequestSchema = z.object({ token: accountTokenSchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/**
 * The one answer to a request whose outcome must not say whether an address has an account
 * (a reset, a registration): `detail` tells to check the mailbox.
 */
export const checkEmailResponseSchema = z.object({ detail: z.string() });
export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;
