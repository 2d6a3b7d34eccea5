import { TEAM_FORM_LENGTH, type TeamStats, teamMatchOutcome } from '@oyna/shared';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { playerRatings, teamMatchPlayers, teamMatches, teamMembers, users } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { findTeam, roleInTeam } from '../teams/team-access.js';
import { type TeamPlayerRow, teamPlayerColumns, toTeamPlayer } from '../teams/team-player.js';
import { playerForViewer } from '../users/player-for-viewer.js';
import { competitionResultsOf } from '../competitions/team-competition-results.js';

const TOP_SCORERS = 10;

/**
 * `GET /teams/{id}/stats`: from confirmed matches only (decision 22): results, goals, clean sheets,
 * the form of the last TEAM_FORM_LENGTH, top scorers, each current member's attendance, and the
 * current members' mean rating. Squads of a private team are the members' to see, so an outsider
 * gets the numbers without the per-player lists.
 */
export async function getTeamStats(
  db: DbExecutor,
  options: { actor: AuthUser; teamId: string },
): Promise<TeamStats> {
  const { actor } = options;
  const team = await findTeam(db, options.teamId);
  const myRole = await roleInTeam(db, team.id, actor.id);
  const insider = myRole !== null || actor.role === 'admin';
  const showPlayers = insider || !team.isPrivate;
  const player = (row: TeamPlayerRow) => toTeamPlayer(row, { viewer: actor, sharedWithViewer: insider });
  // An outsider gets no per-player numbers of a private profile (decision 14): goals and attendance
  // are statistics, and the mean rating counts only the ratings they may see.
  const numbersShown = (row: TeamPlayerRow) => playerForViewer(row, { user: actor, teammate: insider }).game;

  const matches = await db
    .select({
      id: teamMatches.id,
      startsAt: teamMatches.startsAt,
      homeTeamId: teamMatches.homeTeamId,
      homeScore: teamMatches.homeScore,
      awayScore: teamMatches.awayScore,
    })
    .from(teamMatches)
    .where(
      and(
        eq(teamMatches.status, 'confirmed'),
        or(eq(teamMatches.homeTeamId, team.id), eq(teamMatches.awayTeamId, team.id)),
      ),
    )
    .orderBy(desc(teamMatches.startsAt), desc(teamMatches.id));
  // Competition matches count too (decision 32): their results, scorers and, from their stored
  // line-ups, who played (a forfeit has no line-up and is nobody's match to attend).
  const competitionResults = await competitionResultsOf(db, team.id);
  const played = [...matches, ...competitionResults.matches].sort(
    (a, b) => b.startsAt.getTime() - a.startsAt.getTime() || b.id.localeCompare(a.id),
  );
  const scored = played.map((match) => {
    const home = match.homeTeamId === team.id;
    const goalsFor = (home ? match.homeScore : match.awayScore) ?? 0;
    const goalsAgainst = (home ? match.awayScore : match.homeScore) ?? 0;
    return { ...match, goalsFor, goalsAgainst, outcome: teamMatchOutcome(goalsFor, goalsAgainst) };
  });
  const count = (outcome: string) => scored.filter((match) => match.outcome === outcome).length;
  const goalsFor = scored.reduce((sum, match) => sum + match.goalsFor, 0);
  const goalsAgainst = scored.reduce((sum, match) => sum + match.goalsAgainst, 0);

  const lines = scored.length
    ? await db
        .select({
          teamMatchId: teamMatchPlayers.teamMatchId,
          userId: teamMatchPlayers.userId,
          goals: teamMatchPlayers.goals,
          attended: teamMatchPlayers.attended,
        })
        .from(teamMatchPlayers)
        .where(
          and(
            eq(teamMatchPlayers.teamId, team.id),
            inArray(
              teamMatchPlayers.teamMatchId,
              scored.map((match) => match.id),
            ),
          ),
        )
    : [];
  const members = await db
    .select({ player: teamPlayerColumns, joinedAt: teamMembers.joinedAt })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(playerRatings, eq(playerRatings.userId, users.id))
    .where(and(eq(teamMembers.teamId, team.id), isNull(teamMembers.leftAt)));

  const goalsBy = new Map<string, { goals: number; matches: number }>();
  for (const [userId, goals] of competitionResults.goals) goalsBy.set(userId, { goals, matches: 0 });
  for (const appearance of competitionResults.appearances) {
    const tally = goalsBy.get(appearance.userId) ?? { goals: 0, matches: 0 };
    tally.matches += 1;
    goalsBy.set(appearance.userId, tally);
  }
  const withLineup = new Set(competitionResults.appearances.map((appearance) => appearance.matchId));
  for (const line of lines) {
    const tally = goalsBy.get(line.userId) ?? { goals: 0, matches: 0 };
    tally.goals += line.goals ?? 0;
    if (line.attended) tally.matches += 1;
    goalsBy.set(line.userId, tally);
  }
  const scorerIds = [...goalsBy.entries()]
    .filter(([, tally]) => tally.goals > 0)
    .sort(([a, x], [b, y]) => y.goals - x.goals || x.matches - y.matches || a.localeCompare(b))
    .slice(0, TOP_SCORERS)
    .map(([userId]) => userId);
  const scorerRows = scorerIds.length
    ? await db
        .select(teamPlayerColumns)
        .from(users)
        .leftJoin(playerRatings, eq(playerRatings.userId, users.id))
        .where(inArray(users.id, scorerIds))
    : [];
  const ratings = members.flatMap((member) => {
    const { rating } = player(member.player);
    return rating === null ? [] : [rating];
  });

  return {
    team_id: team.id,
    played: scored.length,
    won: count('win'),
    drawn: count('draw'),
    lost: count('loss'),
    goals_for: goalsFor,
    goals_against: goalsAgainst,
    goal_difference: goalsFor - goalsAgainst,
    clean_sheets: scored.filter((match) => match.goalsAgainst === 0).length,
    form: scored.slice(0, TEAM_FORM_LENGTH).map((match) => match.outcome),
    top_scorers: showPlayers
      ? scorerIds.flatMap((userId) => {
          const row = scorerRows.find((candidate) => candidate.id === userId);
          const tally = goalsBy.get(userId);
          return row && tally && numbersShown(row)
            ? [{ player: player(row), goals: tally.goals, matches: tally.matches }]
            : [];
        })
      : [],
    attendance: showPlayers
      ? members
          .filter((member) => numbersShown(member.player))
          .map((member) => {
            const own = lines.filter((line) => line.userId === member.player.id);
            const played = competitionResults.appearances.filter(
              (appearance) => appearance.userId === member.player.id,
            );
            const called = new Set([
              ...own.map((line) => line.teamMatchId),
              ...played.map((appearance) => appearance.matchId),
            ]);
            // The matches the player could have played: those since joining, and any they were called
            // up for (a competition match counts when the team's line-up of it is stored).
            const since = member.joinedAt.getTime();
            const eligible = scored.filter(
              (match) =>
                (!competitionResults.ids.has(match.id) || withLineup.has(match.id)) &&
                (match.startsAt.getTime() >= since || called.has(match.id)),
            );
            const attended = own.filter((line) => line.attended).length + played.length;
            return {
              player: player(member.player),
              squad_calls: own.length + played.length,
              attended,
              rate: eligible.length === 0 ? null : Math.round((100 * attended) / eligible.length),
            };
          })
          .sort((a, b) => b.attended - a.attended || a.player.first_name.localeCompare(b.player.first_name))
      : [],
    average_rating: ratings.length
      ? Math.round(ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length)
      : null,
    rated_members: ratings.length,
  };
}
