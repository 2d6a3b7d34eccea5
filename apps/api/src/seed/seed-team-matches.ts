import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { teamMatchPlayers, teamMatches } from '../db/schema.js';
import type { AuthUser } from '../lib/auth-user.js';
import { checkResult } from '../modules/results/check-result.js';
import { answerTeamMatch } from '../modules/team-matches/answer-team-match.js';
import { confirmTeamMatchResult } from '../modules/team-matches/confirm-team-match-result.js';
import { createTeamMatch } from '../modules/team-matches/create-team-match.js';
import { recordTeamMatchResult } from '../modules/team-matches/record-team-match-result.js';
import { saveSquad } from '../modules/team-matches/save-squad.js';
import { createMatchGame, writeMatchResult } from '../modules/team-matches/team-match-game.js';
import { findTeam } from '../modules/teams/team-access.js';
import type { PastTeamMatchSeed, UpcomingTeamMatchSeed } from './team-match-seeds.js';
import { gameHooks } from '../module-hooks.js';

/** Who acts for a planned team: its captain, and its id once written. */
export interface SeedTeamRef {
  id: string;
  captain: AuthUser;
}

type MatchTeams = (index: number) => SeedTeamRef;

/** The home captain's challenge, made when the plan says; returns the match's id. */
export async function challenge(
  db: Db,
  match: Omit<UpcomingTeamMatchSeed, 'acceptedAt' | 'homeSquad'>,
  team: MatchTeams,
): Promise<string> {
  const created = await createTeamMatch(db, {
    actor: team(match.home).captain,
    now: match.proposedAt,
    match: {
      home_team_id: team(match.home).id,
      away_team_id: team(match.away).id,
      venue_id: match.venueId,
      starts_at: match.startsAt.toISOString(),
      duration_minutes: match.durationMinutes,
      format: match.format,
      message: match.message,
    },
  });
  return created.id;
}

/**
 * A past match played through every use case, each at its moment: challenged, accepted, squads
 * picked, recorded by the home captain and confirmed by the away one (which rates it).
 */
export async function playThroughUseCases(db: Db, match: PastTeamMatchSeed, team: MatchTeams): Promise<void> {
  const matchId = await challenge(db, match, team);
  const [home, away] = [team(match.home), team(match.away)];
  await answerTeamMatch(db, { actor: away.captain, matchId, answer: 'accept', now: match.acceptedAt });
  for (const [side, squadTeam] of [home, away].entries())
    await saveSquad(db, {
      actor: squadTeam.captain,
      matchId,
      teamId: squadTeam.id,
      userIds: match.squads[side] ?? [],
      now: match.squadsAt,
    });
  await recordTeamMatchResult(db, {
    hooks: gameHooks,
    actor: home.captain,
    matchId,
    now: match.recordedAt,
    result: {
      home_score: match.homeScore,
      away_score: match.awayScore,
      players: match.lines.map((line) => ({
        user_id: line.userId,
        goals: line.goals,
        attended: line.attended,
      })),
    },
  });
  await confirmTeamMatchResult(db, {
    hooks: gameHooks,
    actor: away.captain,
    matchId,
    now: match.confirmedAt,
  });
}

/**
 * A past match between seeded teams written the way seed-past-results.ts writes the pickup games:
 * the match row as its use cases leave it once confirmed, then the module's own steps: the game
 * that accepting makes (`createMatchGame`, with its pitch check), and the result that confirming
 * writes (`writeMatchResult`: places, result, ratings), after the result's rules (`checkResult`).
 * A fifth of the queries of the five use cases; the demo player's teams go through those.
 */
export async function playDirectly(db: Db, match: PastTeamMatchSeed, team: MatchTeams): Promise<void> {
  const [home, away] = [team(match.home), team(match.away)];
  const sideOf = new Map(
    match.squads.flatMap((squad, side) => squad.map((userId) => [userId, side] as const)),
  );
  const lines = match.lines.map((line) => ({ ...line, side: sideOf.get(line.userId) ?? 0 }));
  checkResult(
    {
      scores: [match.homeScore, match.awayScore],
      players: lines.map((line) => ({
        user_id: line.userId,
        side: line.side,
        goals: line.goals,
        attended: line.attended,
      })),
      player_of_match_id: null,
    },
    match.squads.flat(),
  );
  await db.transaction(async (tx) => {
    const [homeTeam, awayTeam] = [await findTeam(tx, home.id), await findTeam(tx, away.id)];
    const [row] = await tx
      .insert(teamMatches)
      .values({
        homeTeamId: home.id,
        awayTeamId: away.id,
        venueId: match.venueId,
        startsAt: match.startsAt,
        durationMinutes: match.durationMinutes,
        format: match.format,
        message: match.message,
        status: 'confirmed',
        proposedBy: home.captain.id,
        respondedAt: match.acceptedAt,
        homeScore: match.homeScore,
        awayScore: match.awayScore,
        resultRecordedBy: home.captain.id,
        resultRecordedAt: match.recordedAt,
        confirmedBy: away.captain.id,
        confirmedAt: match.confirmedAt,
        createdAt: match.proposedAt,
        updatedAt: match.confirmedAt,
      })
      .returning();
    if (!row) throw new Error('team match not written');
    const gameId = await createMatchGame(tx, {
      match: row,
      home: homeTeam,
      away: awayTeam,
      organizerId: home.captain.id,
      now: match.acceptedAt,
    });
    await tx.update(teamMatches).set({ gameId }).where(eq(teamMatches.id, row.id));
    await tx.insert(teamMatchPlayers).values(
      lines.map((line) => ({
        teamMatchId: row.id,
        userId: line.userId,
        teamId: line.side === 0 ? home.id : away.id,
        side: line.side,
        goals: line.goals,
        attended: line.attended,
      })),
    );
    await writeMatchResult(tx, {
      hooks: gameHooks,
      match: { ...row, gameId },
      recordedBy: home.captain.id,
      now: match.confirmedAt,
    });
  });
}

/** A match to come: challenged, and when the plan says accepted, with the home squad picked. */
export async function scheduleUpcoming(
  db: Db,
  match: UpcomingTeamMatchSeed,
  team: MatchTeams,
  now: Date,
): Promise<void> {
  const matchId = await challenge(db, match, team);
  if (!match.acceptedAt) return;
  await answerTeamMatch(db, {
    actor: team(match.away).captain,
    matchId,
    answer: 'accept',
    now: match.acceptedAt,
  });
  if (match.homeSquad)
    await saveSquad(db, {
      actor: team(match.home).captain,
      matchId,
      teamId: team(match.home).id,
      userIds: match.homeSquad,
      now: new Date(now.getTime() - 3_600_000),
    });
}
