import { z } from 'zod';
import { contract } from './contract.js';
import { emptyToUndefined, optionalQuery } from './query-params.js';
import { RESTRICTION_KINDS } from '../domain/reliability.js';
import { itemListSchema, paginatedSchema, paginationQuerySchema } from './pagination.js';
import { adminReasonSchema, namedUserSchema } from './user-admin.js';

/** A restriction as its player sees it: what, from when, until when, and why. */
export const playerRestrictionSchema = contract('PlayerRestriction', {
  id: z.uuid(),
  kind: z.enum(RESTRICTION_KINDS),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  /** Weighted no-shows in the 30 days when it started: the reason (a late cancellation is a half). */
  weight: z.number(),
});
export type PlayerRestriction = z.infer<typeof playerRestrictionSchema>;

/** An organizer's cancellations over the window and whether they are warned. */
export const organizerStandingSchema = contract('OrganizerStanding', {
  games: z.number().int().min(0),
  cancelled: z.number().int().min(0),
  rate: z.number().min(0).max(1),
  warned: z.boolean(),
});
export type OrganizerStanding = z.infer<typeof organizerStandingSchema>;

/** `GET /users/me/reliability`: the player's no-shows and late cancellations in the window, restrictions in force. */
export const reliabilitySchema = contract('Reliability', {
  window_days: z.number().int(),
  no_shows: z.number().int().min(0),
  late_cancellations: z.number().int().min(0),
  weight: z.number().min(0),
  restrictions: z.array(playerRestrictionSchema),
  /** Organizers (and admins) only: their own cancellation rate; null for others. */
  organizer: organizerStandingSchema.nullable(),
});
export type Reliability = z.infer<typeof reliabilitySchema>;

export const RESTRICTION_STATES = ['in_force', 'lifted', 'ended', 'all'] as const;
export type RestrictionState = (typeof RESTRICTION_STATES)[number];

/** `GET /admin/restrictions`. */
export const adminRestrictionsQuerySchema = paginationQuerySchema.extend({
  state: z.preprocess(emptyToUndefined, z.enum(RESTRICTION_STATES).default('in_force')),
  kind: optionalQuery(z.enum(RESTRICTION_KINDS)),
  user_id: optionalQuery(z.uuid()),
});
export type AdminRestrictionsQuery = z.input<typeof adminRestrictionsQuerySchema>;

export const adminRestrictionSchema = playerRestrictionSchema
  .extend({
    user: namedUserSchema,
    in_force: z.boolean(),
    lifted_at: z.iso.datetime().nullable(),
    lifted_by: namedUserSchema.nullable(),
    lift_reason: z.string().nullable(),
  })
  .meta({ id: 'AdminRestriction' });
export type AdminRestriction = z.infer<typeof adminRestrictionSchema>;

export const adminRestrictionsResponseSchema = paginatedSchema(adminRestrictionSchema);
export type AdminRestrictionsResponse = z.infer<typeof adminRestrictionsResponseSchema>;

export const restrictionIdParamsSchema = z.object({ id: z.uuid('invalid_format') });
export const liftRestrictionSchema = z.strictObject({ reason: adminReasonSchema });
export type LiftRestrictionInput = z.infer<typeof liftRestrictionSchema>;

/** `GET /admin/organizer-flags`: organizers above the cancellation limit over the window. */
export const organizerFlagSchema = organizerStandingSchema
  .extend({ organizer: namedUserSchema })
  .meta({ id: 'OrganizerFlag' });
export type OrganizerFlag = z.infer<typeof organizerFlagSchema>;
export const organizerFlagsResponseSchema = itemListSchema(organizerFlagSchema);
export type OrganizerFlagsResponse = z.infer<typeof organizerFlagsResponseSchema>;
