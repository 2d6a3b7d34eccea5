import type { CompetitionMatchMembers } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { competitionMatches } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { findCompetition, memberIds, resultRecorder } from './competition-access.js';
import { lineupsOf } from './competition-lineups.js';
import { playerRefs } from './competition-view.js';

/**
 * `GET /competitions/{id}/matches/{match_id}/members`: the players a result may name in its
 * line-ups, each team's current members and the players of its stored line-up of this match (who
 * may have left since: a correction keeps them), by name
 * (docs/decisions/0040-competition-line-ups.md). For
 * whoever may record the result: the organizer, an admin, or the home captain (who must see the
 * away team's players too, even of a private team); 403 `competition_organizer_only` otherwise.
 */
export async function listMatchMembers(
  db: Db,
  options: { actor: AuthUser; competitionId: string; matchId: string },
): Promise<CompetitionMatchMembers> {
  const { actor } = options;
  const competition = await findCompetition(db, options.competitionId);
  const [match] = await db
    .select()
    .from(competitionMatches)
    .where(
      and(eq(competitionMatches.id, options.matchId), eq(competitionMatches.competitionId, competition.id)),
    );
  if (!match) throw notFound('competition_match_not_found');
  if (!(await resultRecorder(db, actor, competition, match)))
    throw new AppError('competition_organizer_only', 403);
  if (!match.homeTeamId || !match.awayTeamId) throw new AppError('competition_match_not_ready', 409);
  const stored = (await lineupsOf(db, [match])).get(match.id) ?? { home: [], away: [] };
  const home = [...new Set([...(await memberIds(db, match.homeTeamId)), ...stored.home])];
  const away = [...new Set([...(await memberIds(db, match.awayTeamId)), ...stored.away])];
  const players = await playerRefs(db, [...home, ...away]);
  const byName = (ids: string[]) =>
    ids
      .flatMap((id) => {
        const player = players.get(id);
        return player ? [player] : [];
      })
      .sort((a, b) => `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`, 'az'));
  return { home: byName(home), away: byName(away) };
}
