import type { GameHooks } from '../games/game-hooks.js';
import type { ClockJob } from '../notifications/notification-hooks.js';
import { matchPublishedGames } from './match-published-games.js';
import { pauseIgnoredAlerts } from './pause-ignored-alerts.js';
import { sendDueAlerts } from './send-alerts.js';
import { tellWatchers } from './tell-watchers.js';

/*
 * Game alerts and watchers on the notification clock (decision 76): the games published since the
 * last round matched against the saved searches, the matches told, ignored searches paused, and
 * watchers of games with a free place told. Under NODE_ENV=test only a round a test runs with its
 * own `now` does this, never the background timer.
 */

const quietInTests =
  (job: ClockJob['run']): ClockJob['run'] =>
  async (db, at, context) =>
    !context.chosenNow && context.environment === 'test' ? 0 : job(db, at, context);

/** The alerts' and watchers' work, in this order each round (a watcher's lapsed hold refills through `hooks`). */
export const alertsClockJobs = (hooks: GameHooks): readonly ClockJob[] => [
  { name: 'game_alerts_matched', run: quietInTests((db, at) => matchPublishedGames(db, at)) },
  { name: 'game_alerts_sent', run: quietInTests((db, at) => sendDueAlerts(db, at)) },
  { name: 'game_alerts_paused', run: quietInTests((db, at) => pauseIgnoredAlerts(db, at)) },
  { name: 'watchers_told', run: quietInTests((db, at) => tellWatchers(db, at, hooks)) },
];
