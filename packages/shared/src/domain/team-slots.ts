/* A team's weekly slot (decision 80): a standing weekly training or friendly at a venue. */

/** What a weekly slot is: a training, or a standing friendly. */
export const TEAM_SLOT_KINDS = ['training', 'friendly'] as const;
export type TeamSlotKind = (typeof TEAM_SLOT_KINDS)[number];

/** A member's answer for one date of a weekly slot. */
export const TEAM_SLOT_ANSWERS = ['coming', 'not_coming', 'maybe'] as const;
export type TeamSlotAnswer = (typeof TEAM_SLOT_ANSWERS)[number];

/** A weekly slot runs (`active`) until a captain or vice-captain ends it (`ended`). */
export const TEAM_SLOT_STATUSES = ['active', 'ended'] as const;
export type TeamSlotStatus = (typeof TEAM_SLOT_STATUSES)[number];

export const TEAM_SLOT_LIMITS = {
  /** Active weekly slots a team may have at once. */
  activePerTeam: 3,
  durationMinutes: { min: 30, max: 240, default: 90 },
  noteMaxLength: 500,
  /** Dates each slot shows ahead. */
  datesShown: 4,
  /** A slot's next date is on its members' dashboards from this many days before kick-off. */
  dashboardDays: 7,
  /** Members without an answer are reminded this many hours before kick-off, once per date. */
  reminderHours: 48,
} as const;

/** The team calendar feed lists the slot dates from this many weeks back to this many ahead. */
export const TEAM_FEED_WEEKS = { past: 4, ahead: 12 } as const;
