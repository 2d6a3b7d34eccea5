import type { ClockJob } from '../notifications/notification-hooks.js';
import { closeRegistrationsPastDeadline } from './close-past-deadline.js';
import { scanCompetitionMatchesTomorrow } from './scan-matches-tomorrow.js';

/** "My next match tomorrow" for both teams' members (`scan-matches-tomorrow.ts`). */
const matchesTomorrow: ClockJob = {
  name: 'competition_match_tomorrow',
  run: (db, at) => scanCompetitionMatchesTomorrow(db, at),
};

/**
 * Competitions past their registration deadline close (decision 32). Under NODE_ENV=test only a
 * round a test runs with its own `now` closes them, never the background timer.
 */
const registrationDeadlines: ClockJob = {
  name: 'competition_registrations_closed',
  async run(db, at, { chosenNow, environment, log }) {
    if (!chosenNow && environment === 'test') return 0;
    const deadlines = await closeRegistrationsPastDeadline(db, at);
    for (const failure of deadlines.failures)
      log.warn(failure, 'competition registration deadline passed but the draw could not be made');
    return deadlines.drawn + deadlines.cancelled;
  },
};

/** The competitions' work on the notification clock. */
export const competitionClockJobs: readonly ClockJob[] = [matchesTomorrow, registrationDeadlines];
