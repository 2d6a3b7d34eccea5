import type { GameHooks } from '../games/game-hooks.js';
import type { ClockJob } from '../notifications/notification-hooks.js';
import { publishDueOccurrences } from './publish-due-occurrences.js';

/**
 * The dates of weekly series that come within their window become games (decision 73). Under
 * NODE_ENV=test only a round a test runs with its own `now` publishes, never the background timer.
 */
const publication = (hooks: GameHooks): ClockJob => ({
  name: 'series_published',
  async run(db, at, { chosenNow, environment, log }) {
    if (!chosenNow && environment === 'test') return 0;
    const tally = await publishDueOccurrences(db, { now: at, hooks });
    for (const refusal of tally.refusals) log.warn(refusal, 'a date of a weekly series was not published');
    return tally.published;
  },
});

/** The weekly series' work on the notification clock; its bookings and changes tell `hooks`. */
export const seriesClockJobs = (hooks: GameHooks): readonly ClockJob[] => [publication(hooks)];
