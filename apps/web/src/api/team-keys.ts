import type { TeamListQuery } from '@oyna/shared';

/**
 * Query keys of everything about teams, shared by the teams, formations, team-matches and team-slots
 * features:
 * `all` invalidates every team query at once (after joining, leaving, a captain's change or a
 * team match, which changes the teams' statistics and history).
 */
export const teamKeys = {
  all: ['teams'] as const,
  lists: () => [...teamKeys.all, 'list'] as const,
  list: (query: TeamListQuery) => [...teamKeys.lists(), query] as const,
  /** Every team I belong to, as the team-matches challenge reads it (the items alone). */
  mine: () => [...teamKeys.lists(), 'mine'] as const,
  detail: (id: string) => [...teamKeys.all, 'detail', id] as const,
  members: (id: string) => [...teamKeys.all, 'members', id] as const,
  stats: (id: string) => [...teamKeys.all, 'stats', id] as const,
  history: (id: string, page: number) => [...teamKeys.all, 'history', id, page] as const,
  joinRequests: (id: string) => [...teamKeys.all, 'join-requests', id] as const,
  sentInvitations: (id: string) => [...teamKeys.all, 'sent-invitations', id] as const,
  inviteCandidates: (id: string, search: string) => [...teamKeys.all, 'candidates', id, search] as const,
  myInvitations: () => [...teamKeys.all, 'my-invitations'] as const,
  /** A team's weekly slots with their next dates (the team page and a reminder's answer set them). */
  slots: (id: string) => [...teamKeys.all, 'slots', id] as const,
  calendarFeed: (id: string) => [...teamKeys.all, 'calendar-feed', id] as const,
  /** The next date of each weekly slot of my teams, on my dashboard. */
  mySlotDates: () => [...teamKeys.all, 'my-slot-dates'] as const,
};
