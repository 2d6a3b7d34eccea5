import { z } from 'zod';

/** The ID token claims used here. Google has sent `email_verified` as a string in the past. */
export const googleClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});
export type GoogleClaims = z.infer<typeof googleClaimsSchema>;
