import { createBotActions } from './bot-actions.js';
import { eraseAlerts } from './modules/alerts/erase-alerts.js';
import { eraseAuthRecords } from './modules/auth/erase-auth-records.js';
import { eraseCalendarFeed } from './modules/calendar/erase-calendar-feed.js';
import { runningCompetitionsBlocker } from './modules/competitions/account-deletion-blocker.js';
import { eraseConversationParts } from './modules/conversations/erase-conversation-parts.js';
import { organizedGamesBlocker, upcomingBookingsBlocker } from './modules/games/account-deletion-blockers.js';
import { eraseStravaConnection } from './modules/integrations/erase-strava-connection.js';
import { renameOrganizerForReferees } from './modules/referees/account-erasure.js';
import { eraseRestrictions } from './modules/reliability/erase-restrictions.js';
import { organizedSeriesBlocker, regularPlacesBlocker } from './modules/series/account-deletion-blockers.js';
import { captaincyBlocker, eraseTeamParts } from './modules/teams/account-erasure.js';
import type { AccountDeletionHooks } from './modules/users/deletion/account-deletion-hooks.js';
import { accountErasureJob } from './modules/users/deletion/erase-due-accounts.js';
import { alertsClockJobs } from './modules/alerts/alerts-clock-jobs.js';
import { competitionClockJobs } from './modules/competitions/competition-clock-jobs.js';
import { cancelUpcomingGamesAtVenue } from './modules/games/cancel-games-at-venue.js';
import type { GameHooks } from './modules/games/game-hooks.js';
import { newMessagesClockJob } from './modules/conversations/notify-new-messages.js';
import { writeGameSystemLine } from './modules/conversations/write-system-line.js';
import type { NotificationHooks } from './modules/notifications/notification-hooks.js';
import { seriesClockJobs } from './modules/series/series-clock-jobs.js';
import { cancelOpenMatchesOfTeam } from './modules/team-matches/cancel-open-matches.js';
import { teamSlotClockJobs } from './modules/team-slots/team-slot-clock-jobs.js';
import type { TeamHooks } from './modules/teams/team-hooks.js';
import type { VenueHooks } from './modules/venues/venue-hooks.js';
import { retentionClockJobs } from './retention-jobs.js';

/*
 * What a higher module hands a lower one, wired here, above the modules, so that every module
 * imports only those before it (docs/architecture.md, Module order). A lower module declares the
 * hook it offers (`<module>-hooks.ts`); the API (`app.ts`) and the worker (`worker.ts`) pass these in.
 */

/**
 * What happens to a game (a place freed, sides published, the result in) as its conversation's
 * system lines: passed to every routes file, plugin and job that changes games.
 */
export const gameHooks: GameHooks = { onGameEvent: writeGameSystemLine };

/**
 * Deleting an account (decision 91): what each module after `users` refuses it for, in the order the
 * rule lists them, and its part of the erasure (the modules before `users` are called by it directly).
 */
export const accountDeletionHooks: AccountDeletionHooks = {
  blockers: [
    upcomingBookingsBlocker,
    regularPlacesBlocker,
    captaincyBlocker,
    organizedGamesBlocker,
    organizedSeriesBlocker,
    runningCompetitionsBlocker,
  ],
  erase: [
    eraseAuthRecords,
    eraseRestrictions,
    renameOrganizerForReferees,
    eraseAlerts,
    eraseCalendarFeed,
    // teamHooks is declared below: read when an erasure runs.
    (tx, account) => eraseTeamParts(tx, account, teamHooks),
    eraseConversationParts,
    eraseStravaConnection,
  ],
};

/**
 * The weekly series' publication, the competitions' and the weekly slots' clock jobs, new chat messages told (decision 97), each module's
 * clean-up of rows past their retention, the erasure of accounts whose grace period is over; the bot's
 * buttons and commands through the games', wallet's and team slots' own use cases (bot-actions.ts).
 */
export const notificationHooks: NotificationHooks = {
  clockJobs: [
    ...seriesClockJobs(gameHooks),
    ...alertsClockJobs(gameHooks),
    ...competitionClockJobs,
    ...teamSlotClockJobs,
    newMessagesClockJob,
    ...retentionClockJobs,
    accountErasureJob(accountDeletionHooks),
  ],
  botActions: createBotActions(gameHooks),
};

/** A deactivated venue's upcoming games, cancelled by the games module when the admin chose so. */
export const venueHooks: VenueHooks = {
  cancelUpcomingGames: (db, options) => cancelUpcomingGamesAtVenue(db, { ...options, hooks: gameHooks }),
};

/** A deleted team's open friendlies, cancelled by team-matches in the same transaction. */
export const teamHooks: TeamHooks = { onTeamRemoved: cancelOpenMatchesOfTeam };
