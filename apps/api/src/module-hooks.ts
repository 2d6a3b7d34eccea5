import { createBotActions } from './bot-actions.js';
import { alertsClockJobs } from './modules/alerts/alerts-clock-jobs.js';
import { competitionClockJobs } from './modules/competitions/competition-clock-jobs.js';
import { cancelUpcomingGamesAtVenue } from './modules/games/cancel-games-at-venue.js';
import type { GameHooks } from './modules/games/game-hooks.js';
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
 * The weekly series' publication, the competitions' and the weekly slots' clock jobs, each module's
 * clean-up of rows past their retention; the bot's
 * buttons and commands through the games', wallet's and team slots' own use cases (bot-actions.ts).
 */
export const notificationHooks: NotificationHooks = {
  clockJobs: [
    ...seriesClockJobs(gameHooks),
    ...alertsClockJobs(gameHooks),
    ...competitionClockJobs,
    ...teamSlotClockJobs,
    ...retentionClockJobs,
  ],
  botActions: createBotActions(gameHooks),
};

/** A deactivated venue's upcoming games, cancelled by the games module when the admin chose so. */
export const venueHooks: VenueHooks = {
  cancelUpcomingGames: (db, options) => cancelUpcomingGamesAtVenue(db, { ...options, hooks: gameHooks }),
};

/** A deleted team's open friendlies, cancelled by team-matches in the same transaction. */
export const teamHooks: TeamHooks = { onTeamRemoved: cancelOpenMatchesOfTeam };
