import { z } from 'zod';
import { contract, strictContract } from './contract.js';
import { itemListSchema } from './pagination.js';
import { kickOffTimeSchema, weekdaysSchema, weeklyScheduleFields } from './weekly-schedule.js';
import { bakuInstantSchema as instant, queryDaySchema } from './dates.js';
import { playerIdentitySchema } from './users.js';
import { venueSchema } from './venues.js';
import { TEAM_MEMBERS } from '../domain/teams.js';
import {
  TEAM_SLOT_ANSWERS,
  TEAM_SLOT_KINDS,
  TEAM_SLOT_LIMITS,
  TEAM_SLOT_STATUSES,
} from '../domain/team-slots.js';

/*
 * A team's weekly slot (decision 80): a standing weekly training or friendly on the series'
 * schedule model. Members answer each date; the captain and vice-captains pick the squad from
 * those coming. Its time and dates are wall-clock values in its zone (Asia/Baku).
 */

export const teamSlotKindSchema = z.enum(TEAM_SLOT_KINDS);
export const teamSlotAnswerSchema = z.enum(TEAM_SLOT_ANSWERS);
export const teamSlotStatusSchema = z.enum(TEAM_SLOT_STATUSES);

const { durationMinutes } = TEAM_SLOT_LIMITS;

/** The fields of a weekly slot as a captain or vice-captain writes them. */
const teamSlotFields = {
  kind: teamSlotKindSchema,
  venue_id: z.number({ error: 'fill_required' }).int().min(1).max(2_147_483_647),
  weekdays: weekdaysSchema,
  kick_off_time: kickOffTimeSchema,
  every_weeks: z.union([z.literal(1), z.literal(2)]),
  start_date: queryDaySchema,
  /** The last date, inclusive; null runs on until a manager ends the slot. */
  end_date: queryDaySchema.nullable(),
  duration_minutes: z
    .number()
    .int('team_slot_duration_range')
    .min(durationMinutes.min, 'team_slot_duration_range')
    .max(durationMinutes.max, 'team_slot_duration_range'),
  note: z.string().trim().max(TEAM_SLOT_LIMITS.noteMaxLength, 'team_slot_note_length'),
};

/**
 * A new weekly slot. Named `CreateTeamSlot` in the OpenAPI document: `TeamSlotInput` is the name the
 * document gives the request form of `TeamSlot`.
 */
export const teamSlotInputSchema = strictContract('CreateTeamSlot', {
  ...teamSlotFields,
  every_weeks: teamSlotFields.every_weeks.default(1),
  end_date: teamSlotFields.end_date.default(null),
  duration_minutes: teamSlotFields.duration_minutes.default(durationMinutes.default),
  note: teamSlotFields.note.default(''),
});
export type TeamSlotInputRequest = z.input<typeof teamSlotInputSchema>;
export type TeamSlotInput = z.output<typeof teamSlotInputSchema>;

/**
 * A change of a weekly slot: only the fields sent change. Answers and squads of dates no longer in
 * the schedule are dropped; members coming or maybe on a changed date are told.
 */
export const teamSlotChangeSchema = z.strictObject(teamSlotFields).partial().meta({ id: 'TeamSlotChange' });
export type TeamSlotChange = z.infer<typeof teamSlotChangeSchema>;

/** A member as a weekly slot's answers and squad show them. */
export const teamSlotMemberSchema = playerIdentitySchema.meta({ id: 'TeamSlotMember' });
export type TeamSlotMember = z.infer<typeof teamSlotMemberSchema>;

/** One date of a weekly slot: who answered what, the squad, and whether answers are still open. */
export const teamSlotDateSchema = contract('TeamSlotDate', {
  date: queryDaySchema,
  starts_at: instant,
  counts: z.object({
    coming: z.number().int(),
    not_coming: z.number().int(),
    maybe: z.number().int(),
    /** Current members who have not answered. */
    no_answer: z.number().int(),
  }),
  my_answer: teamSlotAnswerSchema.nullable(),
  /** Every answer, the team's own page: members see who answered what. */
  answers: z.array(z.object({ user: teamSlotMemberSchema, answer: teamSlotAnswerSchema })),
  /** The members picked for this date, all of them coming. */
  squad: z.array(teamSlotMemberSchema),
  /** False once the date has kicked off. */
  answer_open: z.boolean(),
});
export type TeamSlotDate = z.infer<typeof teamSlotDateSchema>;

export const teamSlotVenueSchema = venueSchema
  .pick({ id: true, name: true, district: true })
  .meta({ id: 'TeamSlotVenue' });

export const teamSlotSchema = contract('TeamSlot', {
  id: z.uuid(),
  team_id: z.uuid(),
  kind: teamSlotKindSchema,
  venue: teamSlotVenueSchema,
  ...weeklyScheduleFields,
  duration_minutes: z.number().int(),
  note: z.string(),
  status: teamSlotStatusSchema,
  /** The reader is the captain or a vice-captain: may change or end it and pick squads. */
  can_manage: z.boolean(),
  /** The next dates from today on (those not kicked off, and today's), at most four. */
  dates: z.array(teamSlotDateSchema),
});
export type TeamSlot = z.infer<typeof teamSlotSchema>;

/** A team's active weekly slots. */
export const teamSlotListSchema = itemListSchema(teamSlotSchema).meta({ id: 'TeamSlotList' });
export type TeamSlotList = z.infer<typeof teamSlotListSchema>;

/** `/teams/{id}/slots/{slot_id}` */
export const teamSlotParamsSchema = z.object({ id: z.uuid(), slot_id: z.uuid() });
/** `/teams/{id}/slots/{slot_id}/dates/{date}/…` */
export const teamSlotDateParamsSchema = z.object({ id: z.uuid(), slot_id: z.uuid(), date: queryDaySchema });

/** A member's answer for one date. */
export const teamSlotAnswerBodySchema = strictContract('TeamSlotAnswerBody', {
  answer: teamSlotAnswerSchema,
});
export type TeamSlotAnswerBody = z.infer<typeof teamSlotAnswerBodySchema>;

/** The squad of a date, replaced whole: members whose answer is `coming`. */
export const teamSlotSquadBodySchema = strictContract('TeamSlotSquadBody', {
  user_ids: z
    .array(z.uuid())
    .max(TEAM_MEMBERS.max)
    .refine((ids) => new Set(ids).size === ids.length, 'team_slot_squad_duplicate'),
});
export type TeamSlotSquadBody = z.infer<typeof teamSlotSquadBodySchema>;

/**
 * The team calendar feed: one address for the whole team, which every member may read and copy
 * (like the team's join link); null until a manager makes it. Making it anew stops the old one.
 */
export const teamCalendarFeedSchema = contract('TeamCalendarFeed', {
  url: z.url().nullable(),
  /** The same address as `webcal://`, to subscribe in a calendar app. */
  webcal_url: z.string().nullable(),
  created_at: instant.nullable(),
});
export type TeamCalendarFeed = z.infer<typeof teamCalendarFeedSchema>;

/** The team feed's address: `/calendar/teams/{token}/oyna.ics`. */
export const teamCalendarFeedParamsSchema = z.object({
  token: z.string().max(200).describe('The secret of the team feed'),
});

/**
 * The next date of each weekly slot of my teams, when it is within a week and still open to
 * answers: on my dashboard, to answer without opening the team.
 */
export const myTeamSlotDateSchema = contract('MyTeamSlotDate', {
  team: z.object({ id: z.uuid(), name: z.string() }),
  slot_id: z.uuid(),
  kind: teamSlotKindSchema,
  venue: teamSlotVenueSchema,
  date: teamSlotDateSchema,
});
export type MyTeamSlotDate = z.infer<typeof myTeamSlotDateSchema>;
export const myTeamSlotDatesSchema = itemListSchema(myTeamSlotDateSchema).meta({ id: 'MyTeamSlotDates' });
export type MyTeamSlotDates = z.infer<typeof myTeamSlotDatesSchema>;
