import type { Competition, CompetitionFixtures, CompetitionMatch, CreateCompetitionBody } from '@oyna/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../../db/database.js';
import { competitionMatches, games, teamMembers, teams, wallets } from '../../../db/schema.js';
import { createUser, createVenue } from '../../../test/factories.js';
import { type SignedIn, playerWithBalance } from '../../games/testing/game-fixtures.js';
import { call, createTeamThroughApi } from '../../teams/testing/team-fixtures.js';

/** A day `days` ahead, YYYY-MM-DD in Baku. */
export function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 4 * 3_600_000).toISOString().slice(0, 10);
}

export interface CompetitionTeamFixture {
  id: string;
  name: string;
  captain: SignedIn;
  /** The captain first, then the other members' user ids. */
  members: string[];
}

/**
 * A team whose captain has `balanceQepik` in the wallet and `size` members in all (the others
 * inserted directly: the team's joining rules are not what these tests are about).
 */
export async function competitionTeam(
  app: FastifyInstance,
  options: { size?: number; balanceQepik?: number } = {},
): Promise<CompetitionTeamFixture> {
  const captain = await playerWithBalance(app, options.balanceQepik ?? 10_000);
  const { team } = await createTeamThroughApi(app, { captain, team: { max_members: 20 } });
  const db = app.db as Db;
  const members = [captain.user.id];
  for (let index = 1; index < (options.size ?? 5); index += 1) {
    const user = await createUser(db);
    await db
      .insert(teamMembers)
      .values({ teamId: team.id, userId: user.id, role: 'member', joinedAt: new Date() });
    members.push(user.id);
  }
  await db.update(teams).set({ memberCount: members.length }).where(eq(teams.id, team.id));
  return { id: team.id, name: team.name, captain, members };
}

/** A competition body at a new venue with `pitches` pitches, on a day five days ahead. */
export async function competitionBody(
  app: FastifyInstance,
  overrides: Partial<CreateCompetitionBody> & { pitchCount?: number } = {},
): Promise<CreateCompetitionBody & { venueId: number }> {
  const { pitchCount = 2, ...rest } = overrides;
  const venue = await createVenue(app.db as Db, { pitchCount });
  const day = dayAhead(5);
  return {
    name: 'Həftəsonu Kuboku',
    kind: 'cup',
    format: 'round_robin',
    match_format: '5x5',
    match_minutes: 40,
    changeover_minutes: 10,
    min_rest_minutes: 30,
    venues: [{ venue_id: venue.id, pitches: Array.from({ length: pitchCount }, (_, index) => index + 1) }],
    windows: [
      { date: day, start: '10:00', end: '22:00' },
      { date: dayAhead(6), start: '10:00', end: '22:00' },
    ],
    min_teams: 2,
    max_teams: 8,
    squad_min: 5,
    entry_fee: 20,
    registration_deadline: new Date(Date.now() + 86_400_000).toISOString(),
    ...rest,
    venueId: venue.id,
  };
}

export async function createCompetitionThroughApi(
  app: FastifyInstance,
  organizer: SignedIn,
  body: CreateCompetitionBody & { venueId?: number },
): Promise<Competition> {
  const { venueId: _venueId, ...payload } = body;
  const response = await call(app, organizer, 'POST', '/competitions', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Competition>();
}

export async function balanceOf(app: FastifyInstance, userId: string): Promise<number> {
  const [row] = await (app.db as Db).select().from(wallets).where(eq(wallets.userId, userId));
  return row?.balanceQepik ?? 0;
}

/** Moves every placed match of the competition (and its game) into the past, an hour apart. */
export async function playedEarlier(app: FastifyInstance, competitionId: string): Promise<void> {
  const db = app.db as Db;
  await db
    .update(competitionMatches)
    .set({ startsAt: sql`${competitionMatches.startsAt} - interval '30 days'` })
    .where(eq(competitionMatches.competitionId, competitionId));
  await db.execute(
    sql`update ${games} set starts_at = m.starts_at from ${competitionMatches} m
        where m.game_id = ${games.id} and m.competition_id = ${competitionId}`,
  );
}

/**
 * A competition of the organizer's with `teams` registered teams of `teamSize` members, drawn, its
 * matches moved into the past; with its first fixture and that match's home and away teams.
 */
export async function drawnInThePast(
  app: FastifyInstance,
  organizer: SignedIn,
  options: { body?: Partial<CreateCompetitionBody>; teams: number; teamSize?: number },
): Promise<{
  competition: Competition;
  teams: CompetitionTeamFixture[];
  match: CompetitionMatch;
  home: CompetitionTeamFixture;
  away: CompetitionTeamFixture;
}> {
  const competition = await createCompetitionThroughApi(
    app,
    organizer,
    await competitionBody(app, options.body ?? {}),
  );
  const registered: CompetitionTeamFixture[] = [];
  for (let index = 0; index < options.teams; index += 1) {
    const team = await competitionTeam(app, options.teamSize ? { size: options.teamSize } : {});
    const response = await call(app, team.captain, 'POST', `/competitions/${competition.id}/registrations`, {
      team_id: team.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    registered.push(team);
  }
  const closed = await call(app, organizer, 'POST', `/competitions/${competition.id}/close-registration`);
  expect(closed.statusCode, closed.body).toBe(200);
  await playedEarlier(app, competition.id);
  const [match] = (
    await call(app, organizer, 'GET', `/competitions/${competition.id}/fixtures`)
  ).json<CompetitionFixtures>().matches;
  const home = registered.find((team) => team.id === match?.home_team?.id);
  const away = registered.find((team) => team.id === match?.away_team?.id);
  if (!match || !home || !away) throw new Error('the draw placed no first match between two teams');
  return { competition, teams: registered, match, home, away };
}

/** A match's line-ups as a result names them: every current member of each team played. */
export async function allMembersPlayed(
  app: FastifyInstance,
  matchId: string,
): Promise<{ home: string[]; away: string[] }> {
  const db = app.db as Db;
  const [match] = await db.select().from(competitionMatches).where(eq(competitionMatches.id, matchId));
  const members = async (teamId: string | null | undefined) =>
    teamId
      ? (
          await db
            .select({ userId: teamMembers.userId })
            .from(teamMembers)
            .where(and(eq(teamMembers.teamId, teamId), isNull(teamMembers.leftAt)))
        ).map((row) => row.userId)
      : [];
  return { home: await members(match?.homeTeamId), away: await members(match?.awayTeamId) };
}

/**
 * A result body with line-ups: as given, or (when it names none and is no forfeit) every current
 * member of both teams, for tests about something other than who played.
 */
export async function withLineups(
  app: FastifyInstance,
  matchId: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if ('lineups' in body || body.forfeit) return body;
  return { ...body, lineups: await allMembersPlayed(app, matchId) };
}
