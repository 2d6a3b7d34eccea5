import type { PlayerAchievement, PlayerAchievements } from '@oyna/shared';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { competitionMatches, competitions, gameResultPlayers } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { assertCanSeeProfile } from '../users/profile-access.js';
import { bestPlayerTally } from './competition-awards.js';
import { teamRefs } from './competition-view.js';
import { listScorers } from './list-scorers.js';

const PLACES = ['champion', 'runner_up', 'third'] as const;

/**
 * `GET /users/{id}/achievements`: a player's trophies from finished competitions, latest first:
 * the podium places of the teams they played for in it (a played match of that team in its
 * result), top scorer (tied at the first rank) and best player by votes (decision 32). It is the
 * player's history, so a private profile answers 403 `profile_private` to everyone but the player
 * and admins, like the statistics (decision 14).
 */
export async function playerAchievements(
  db: Db,
  options: { viewer: AuthUser | null; userId: string },
): Promise<PlayerAchievements> {
  const user = await assertCanSeeProfile(db, options);
  const played = await db
    .select({
      competition: competitions,
      sideIndex: gameResultPlayers.sideIndex,
      homeTeamId: competitionMatches.homeTeamId,
      awayTeamId: competitionMatches.awayTeamId,
    })
    .from(gameResultPlayers)
    .innerJoin(competitionMatches, eq(competitionMatches.gameId, gameResultPlayers.gameId))
    .innerJoin(competitions, eq(competitions.id, competitionMatches.competitionId))
    .where(
      and(
        eq(gameResultPlayers.userId, user.id),
        eq(competitionMatches.status, 'played'),
        eq(competitions.status, 'finished'),
        isNotNull(competitions.finishedAt),
      ),
    )
    .orderBy(desc(competitions.finishedAt), competitions.id);
  const byCompetition = new Map<
    string,
    { competition: (typeof played)[number]['competition']; teams: Set<string> }
  >();
  for (const row of played) {
    const teamId = row.sideIndex === 0 ? row.homeTeamId : row.awayTeamId;
    const entry = byCompetition.get(row.competition.id) ?? { competition: row.competition, teams: new Set() };
    if (teamId) entry.teams.add(teamId);
    byCompetition.set(row.competition.id, entry);
  }

  const found: {
    competition: (typeof played)[number]['competition'];
    award: PlayerAchievement['award'];
    teamId: string;
  }[] = [];
  for (const { competition, teams } of byCompetition.values()) {
    const podium = [competition.winnerTeamId, competition.runnerUpTeamId, competition.thirdTeamId];
    podium.forEach((teamId, index) => {
      const award = PLACES[index];
      if (teamId && award && teams.has(teamId)) found.push({ competition, award, teamId });
    });
    const scorers = await listScorers(db, { competitionId: competition.id });
    const top = scorers.items.find((item) => item.rank === 1 && item.goals > 0 && item.player.id === user.id);
    if (top) found.push({ competition, award: 'top_scorer', teamId: top.team.id });
    const best = await bestPlayerTally(db, competition);
    if (best?.userId === user.id) found.push({ competition, award: 'best_player', teamId: best.teamId });
  }
  const refs = await teamRefs(
    db,
    found.map((item) => item.teamId),
  );
  return {
    items: found.flatMap(({ competition, award, teamId }) => {
      const team = refs.get(teamId);
      if (!team || !competition.finishedAt) return [];
      return [
        {
          competition_id: competition.id,
          competition_name: competition.name,
          kind: competition.kind,
          award,
          team,
          finished_at: competition.finishedAt.toISOString(),
        },
      ];
    }),
  };
}
