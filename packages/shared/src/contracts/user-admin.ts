import { z } from 'zod';
import { contract } from './contract.js';
import { optionalQuery } from './query-params.js';
import { ADMIN_REASON_LENGTH, USER_LIST_SORTS, USER_STATUSES } from '../domain/admin.js';
import { POSITIONS } from '../domain/football.js';
import { LOYALTY_TIERS } from '../domain/loyalty.js';
import { emailSchema } from './auth.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';
import { queryDaySchema } from './dates.js';
import { userText } from './text.js';
import { checkSecondaryPositions, profileUpdateSchema } from './profile.js';
import { userFaceSchema, userProfileSchema } from './profile-data.js';
import { userRoleSchema } from './users.js';

export const userStatusSchema = z.enum(USER_STATUSES);

/** A user as the admin pages name them: who it is and their full name. */
export const namedUserSchema = z.object({ id: z.uuid(), full_name: z.string() });

/** Why an admin made a change: 3-500 characters, kept in the audit log. */
export const adminReasonSchema = userText(ADMIN_REASON_LENGTH, 'admin_reason_length');

/**
 * `GET /users`. Admins: search over name, email and phone, and every filter. Organizers: `search`
 * (a name, at least 2 characters) and the page only; any other filter is 403.
 */
export const userListQuerySchema = paginationQuerySchema.extend({
  search: optionalQuery(userText({ max: 100 }, 'too_big', { singleLine: true })).describe(
    'Name, email or phone (admins); a name (organizers)',
  ),
  role: optionalQuery(userRoleSchema),
  tier: optionalQuery(z.enum(LOYALTY_TIERS)),
  status: optionalQuery(userStatusSchema),
  onboarding_done: optionalQuery(z.enum(['true', 'false']).transform((value) => value === 'true')),
  created_from: optionalQuery(queryDaySchema).describe('YYYY-MM-DD, a day in Baku'),
  created_to: optionalQuery(queryDaySchema).describe('YYYY-MM-DD, a day in Baku, inclusive'),
  sort: optionalQuery(z.enum(USER_LIST_SORTS)).describe('created_desc unless sent'),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

/** What only admins see of an account in the user list. */
export const userAccountSchema = contract('UserAccount', {
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: userRoleSchema,
  status: userStatusSchema,
  blocked_at: z.iso.datetime().nullable(),
  tier: z.enum(LOYALTY_TIERS),
  games_played: z.number().int().min(0),
  onboarding_done: z.boolean(),
  language: z.enum(['az', 'ru', 'en']),
  created_at: z.iso.datetime(),
});
export type UserAccount = z.infer<typeof userAccountSchema>;

/**
 * One user in `GET /users`: the names and photo everyone may see, the primary position when the
 * profile is public, and `account` for admins only (null for organizers).
 */
export const userListItemSchema = userFaceSchema
  .extend({
    primary_position: z.enum(POSITIONS).nullable(),
    account: userAccountSchema.nullable(),
  })
  .meta({ id: 'UserListItem' });
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListResponseSchema = paginatedSchema(userListItemSchema);
export type UserListResponse = z.infer<typeof userListResponseSchema>;

/**
 * `PATCH /users/{id}`: the fields of `PATCH /users/me/profile` (a player on their own id), and for
 * admins the role, the status (block or unblock) and the email, with the reason for the change.
 */
export const userPatchSchema = z
  .strictObject({
    ...profileUpdateSchema.shape,
    email: emailSchema.optional(),
    role: userRoleSchema.optional(),
    status: userStatusSchema.optional(),
    reason: adminReasonSchema
      .optional()
      .describe('Required when an admin changes someone else or a role or status'),
  })
  .superRefine(checkSecondaryPositions)
  .meta({ id: 'UserPatch' });
export type UserPatch = z.infer<typeof userPatchSchema>;
export type UserPatchInput = z.input<typeof userPatchSchema>;

/** A user as admins manage them: the whole profile and the account's state. */
export const managedUserSchema = userProfileSchema
  .extend({
    status: userStatusSchema,
    blocked_at: z.iso.datetime().nullable(),
    block_reason: z.string().nullable().describe('Admins only; null for the user themself'),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'ManagedUser' });
export type ManagedUser = z.infer<typeof managedUserSchema>;
