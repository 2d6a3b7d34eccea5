import type { DbExecutor } from '../../db/database.js';
import { eventCalendar } from '../games/game-calendar.js';
import { displayStatus, selectTeamMatch } from './team-match-view.js';

/** A team match as an iCalendar event (Asia/Baku), with the games' calendar writer. */
export async function teamMatchCalendar(
  db: DbExecutor,
  options: { matchId: string; origin: string; now?: Date },
): Promise<string> {
  const now = options.now ?? new Date();
  const row = await selectTeamMatch(db, options.matchId);
  const { match, venue } = row;
  const status = displayStatus(match, now);
  return eventCalendar(
    {
      uid: `team-match-${match.id}@oyna.az`,
      startsAt: match.startsAt.toISOString(),
      endsAt: new Date(match.startsAt.getTime() + match.durationMinutes * 60_000).toISOString(),
      summary: `${row.home.name} – ${row.away.name} · ${match.format}`,
      venue,
      description: match.message,
      url: `${options.origin}/team-matches/${match.id}`,
      cancelled: ['cancelled', 'declined', 'expired'].includes(status),
    },
    { now },
  );
}
