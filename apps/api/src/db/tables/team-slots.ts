// The domain file alone: drizzle-kit loads this table without the whole shared package.
import {
  TEAM_SLOT_ANSWERS,
  TEAM_SLOT_KINDS,
  TEAM_SLOT_STATUSES,
  type TeamSlotAnswer,
  type TeamSlotKind,
  type TeamSlotStatus,
} from '@oyna/shared/domain/team-slots';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { calendarDay, primaryRef, requiredRef, timestamps, timestamptzNow, uuidId } from './columns.js';
import { teams } from './teams.js';
import { belongsToUser, users } from './users.js';
import { atVenue } from './venues.js';
import { sqlList, weeklyScheduleChecks, weeklyScheduleColumns } from './weekly-schedule.js';

/**
 * A team's weekly slot (decision 80): a standing training or friendly at a venue, on the series'
 * schedule model (wall-clock values in an IANA zone). It books no pitch and makes no game.
 */
export const teamSlots = pgTable(
  'team_slots',
  {
    id: uuidId(),
    teamId: requiredRef('team_id', () => teams.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TeamSlotKind>().notNull(),
    venueId: atVenue(),
    ...weeklyScheduleColumns(),
    durationMinutes: smallint('duration_minutes').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<TeamSlotStatus>().notNull().default('active'),
    createdBy: requiredRef('created_by', () => users.id),
    ...timestamps,
  },
  (table) => [
    index('team_slots_team_idx').on(table.teamId),
    check('team_slots_kind_valid', sql`${table.kind} in (${sqlList(TEAM_SLOT_KINDS)})`),
    check('team_slots_status_valid', sql`${table.status} in (${sqlList(TEAM_SLOT_STATUSES)})`),
    ...weeklyScheduleChecks('team_slots', table),
    check('team_slots_duration_range', sql`${table.durationMinutes} between 30 and 240`),
    check('team_slots_note_length', sql`char_length(${table.note}) <= 500`),
  ],
);

/** A member's answer for one date of a slot. */
export const teamSlotAnswers = pgTable(
  'team_slot_answers',
  {
    slotId: requiredRef('slot_id', () => teamSlots.id, { onDelete: 'cascade' }),
    date: calendarDay('date').notNull(),
    userId: belongsToUser(),
    answer: text('answer').$type<TeamSlotAnswer>().notNull(),
    answeredAt: timestamptzNow('answered_at'),
  },
  (table) => [
    primaryKey({ columns: [table.slotId, table.date, table.userId] }),
    check('team_slot_answers_answer_valid', sql`${table.answer} in (${sqlList(TEAM_SLOT_ANSWERS)})`),
  ],
);

/** The members picked for one date of a slot, each of them coming. */
export const teamSlotSquads = pgTable(
  'team_slot_squads',
  {
    slotId: requiredRef('slot_id', () => teamSlots.id, { onDelete: 'cascade' }),
    date: calendarDay('date').notNull(),
    userId: belongsToUser(),
    pickedAt: timestamptzNow('picked_at'),
  },
  (table) => [primaryKey({ columns: [table.slotId, table.date, table.userId] })],
);

/**
 * A date whose reminder has gone. The primary key makes the reminder go once per date, whichever
 * process inserts the row first (as game_series_dates makes publication happen once).
 */
export const teamSlotReminders = pgTable(
  'team_slot_reminders',
  {
    slotId: requiredRef('slot_id', () => teamSlots.id, { onDelete: 'cascade' }),
    date: calendarDay('date').notNull(),
    sentAt: timestamptzNow('sent_at'),
  },
  (table) => [primaryKey({ columns: [table.slotId, table.date] })],
);

/**
 * A team's calendar feed: one address for the whole team. Unlike a player's feed the secret is kept,
 * since every member reads the address back (like the team's join link); a new one replaces it.
 */
export const teamCalendarFeeds = pgTable(
  'team_calendar_feeds',
  {
    teamId: primaryRef('team_id', () => teams.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (table) => [uniqueIndex('team_calendar_feeds_token_unique').on(table.token)],
);

export type TeamSlotRow = typeof teamSlots.$inferSelect;
