import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { teamMatches } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import { eventCalendar } from '../games/game-calendar.js';
import { displayStatus, selectTeamMatches } from './team-match-view.js';

/** A team match as an iCalendar event (Asia/Baku), with the games' calendar writer. */
export async function teamMatchCalendar(
  db: DbExecutor,
  options: { matchId: string; origin: string; now?: Date },
): Promise<string> {
  const now = options.now ?? new Date();
  const { rows } = await selectTeamMatches(db, {
    where: eq(teamMatches.id, options.matchId),
    orderBy: [],
    limit: 1,
  });
  const row = rows[0];
  if (!row) throw notFound('team_match_not_found');
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
