import { and, count, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { gameRegistrations, games, teamMembers, teams } from '../db/schema.js';
import type { AuthUser } from '../lib/auth-user.js';
import { createTeam } from '../modules/teams/create-team.js';
import { createInvitation } from '../modules/teams/invitations.js';
import { joinTeam } from '../modules/teams/join-team.js';
import { leaveTeam, setMemberRole } from '../modules/teams/members.js';
import { lockTeam } from '../modules/teams/team-access.js';
import { updateTeam } from '../modules/teams/update-team.js';
import { teamHooks } from '../module-hooks.js';
import { DEMO_WIN_STREAK } from './past-game-seeds.js';
import {
  type SeedTeamRef,
  challenge,
  playDirectly,
  playThroughUseCases,
  scheduleUpcoming,
} from './seed-team-matches.js';
import { planTeamMatches } from './team-match-seeds.js';
import { type TeamSeed, planTeams } from './team-seeds.js';
import { findDemoPlayer, seedPlayers, seedVenues } from './seed-queries.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const asPlayer = (id: string): AuthUser => ({ id, role: 'player', sessionId: 'seed' });

export interface TeamSeedResult {
  teams: number;
  pastMatches: number;
  upcomingMatches: number;
}

/**
 * The demo's teams (see `planTeams`) and their matches (see `planTeamMatches`), each step at the
 * moment the plan gives it: a captain makes the team (`createTeam`), its members are written with
 * their joining times, a few leave (`leaveTeam`). The demo player's own team's matches go through
 * all five match use cases (challenge, accept, squads, record, confirm); the others are written
 * with the module's own steps (see `playDirectly`), and every confirmed match is rated by the past
 * results' one replay that follows. Then two teams go inactive (`updateTeam`), matches to come are
 * accepted, and the demo player (player@demo.az) gets a challenge, two invitations and a join
 * request to answer. Does nothing when there are teams already.
 */
export async function seedTeams(db: Db, now: Date = new Date()): Promise<TeamSeedResult> {
  const nothing = { teams: 0, pastMatches: 0, upcomingMatches: 0 };
  const [existing] = await db.select({ total: count() }).from(teams);
  if ((existing?.total ?? 0) > 0) return nothing;
  const players = await seedPlayers(db);
  const demo = await findDemoPlayer(db);
  const venueRows = await seedVenues(db);
  if (players.length < 60 || venueRows.length === 0) return nothing;

  const planned = planTeams({
    players: players.map((player) => ({ id: player.id, skill: player.skill ?? 50 })),
    venues: venueRows,
    demoId: demo?.id ?? null,
    now,
  });
  const teamIds: string[] = [];
  for (const team of planned) teamIds.push(await writeTeam(db, team, demo?.id ?? null));

  const gameSpans = await db
    .select({ venueId: games.venueId, startsAt: games.startsAt, durationMinutes: games.durationMinutes })
    .from(games)
    .where(ne(games.status, 'cancelled'));
  const places = await db
    .select({
      userId: gameRegistrations.userId,
      startsAt: games.startsAt,
      durationMinutes: games.durationMinutes,
    })
    .from(gameRegistrations)
    .innerJoin(games, eq(games.id, gameRegistrations.gameId))
    .where(and(eq(gameRegistrations.status, 'confirmed'), ne(games.status, 'cancelled')));
  const span = (row: { startsAt: Date; durationMinutes: number }) => ({
    start: row.startsAt.getTime(),
    end: row.startsAt.getTime() + row.durationMinutes * 60_000,
  });
  const plan = planTeamMatches({
    teams: planned,
    venues: venueRows,
    skills: new Map([...players, ...(demo ? [demo] : [])].map((player) => [player.id, player.skill ?? 50])),
    venueGames: gameSpans.map((row) => ({ ...span(row), venueId: row.venueId })),
    playerGames: places.map((row) => ({ ...span(row), userId: row.userId })),
    demoId: demo?.id ?? null,
    demoStreakFrom: demo ? await demoStreakStart(db, demo.id, now) : null,
    now,
  });

  const team = (index: number): SeedTeamRef => ({
    id: teamIds[index] ?? '',
    captain: asPlayer(planned[index]?.captainId ?? ''),
  });
  // The demo player's own team's matches go through every use case; the others take the short way.
  const viaUseCases = (index: number) => planned[index]?.demo === 'captain';
  for (const match of plan.past)
    if (viaUseCases(match.home) || viaUseCases(match.away)) await playThroughUseCases(db, match, team);
    else await playDirectly(db, match, team);

  // Two teams paused a fortnight ago, after their last match.
  for (const [index, planTeam] of planned.entries())
    if (planTeam.inactive)
      await updateTeam(db, {
        actor: team(index).captain,
        teamId: team(index).id,
        changes: { status: 'inactive' },
        now: new Date(now.getTime() - 12 * DAY_MS),
      });

  for (const match of plan.upcoming) await scheduleUpcoming(db, match, team, now);
  if (plan.challenge) await challenge(db, plan.challenge, team);
  if (demo) await seedDemoInbox(db, { planned, teamIds, demoId: demo.id, players, now });

  return {
    teams: planned.length,
    pastMatches: plan.past.length,
    upcomingMatches: plan.upcoming.length + (plan.challenge ? 1 : 0),
  };
}

/**
 * Creates a planned team as its captain (the use case); its seeded members are written at once
 * under the team's lock, with their joining times and vice-captains, as the games' seeded players
 * are (the planner keeps them within the bounds and each player in at most a few teams, and the
 * table's checks back it). The demo player joins through `joinTeam` and names a vice-captain
 * through `setMemberRole`; those who left leave through `leaveTeam`.
 */
async function writeTeam(db: Db, team: TeamSeed, demoId: string | null): Promise<string> {
  const captain = asPlayer(team.captainId);
  const created = await createTeam(db, {
    actor: captain,
    now: team.createdAt,
    team: {
      name: team.name,
      description: team.description,
      home_venue_id: team.homeVenueId,
      min_members: team.minMembers,
      max_members: team.maxMembers,
      is_private: team.isPrivate,
      auto_accept: team.autoAccept,
      primary_color: team.primaryColor,
      secondary_color: team.secondaryColor,
      type: team.type,
    },
  });
  const demoNames = team.demo === 'captain';
  const seeded = [...team.members, ...team.leavers].filter((member) => member.userId !== demoId);
  await db.transaction(async (tx) => {
    const locked = await lockTeam(tx, created.id);
    if (seeded.length === 0) return;
    await tx.insert(teamMembers).values(
      seeded.map((member) => ({
        teamId: locked.id,
        userId: member.userId,
        role:
          !demoNames && team.viceCaptainIds.includes(member.userId)
            ? ('vice_captain' as const)
            : ('member' as const),
        joinedAt: member.joinedAt,
      })),
    );
    await tx
      .update(teams)
      .set({ memberCount: locked.memberCount + seeded.length })
      .where(eq(teams.id, locked.id));
  });
  const demo = team.members.find((member) => member.userId === demoId);
  if (demo) await joinTeam(db, { actor: asPlayer(demo.userId), teamId: created.id, now: demo.joinedAt });
  for (const leaver of team.leavers)
    await leaveTeam(db, {
      actor: asPlayer(leaver.userId),
      teamId: created.id,
      now: leaver.leftAt,
      hooks: teamHooks,
    });
  if (demoNames)
    for (const userId of team.viceCaptainIds)
      await setMemberRole(db, { actor: captain, teamId: created.id, userId, role: 'vice_captain' });
  return created.id;
}

/**
 * When the demo player's winning run began: the kick-off of their DEMO_WIN_STREAK-th latest past
 * game (the pickup games are written, their results not yet). Null with fewer games.
 */
async function demoStreakStart(db: Db, demoId: string, now: Date): Promise<Date | null> {
  const rows = await db
    .select({ startsAt: games.startsAt })
    .from(gameRegistrations)
    .innerJoin(games, eq(games.id, gameRegistrations.gameId))
    .where(
      and(eq(gameRegistrations.userId, demoId), lt(games.startsAt, now), sql`${games.origin} = 'pickup'`),
    )
    .orderBy(desc(games.startsAt))
    .limit(DEMO_WIN_STREAK);
  return rows.length === DEMO_WIN_STREAK ? (rows.at(-1)?.startsAt ?? null) : null;
}

/**
 * What waits for the demo player: invitations from the two teams that want them, and a seeded
 * player's request to join their own team (so its captain has one to approve).
 */
async function seedDemoInbox(
  db: Db,
  input: {
    planned: readonly TeamSeed[];
    teamIds: readonly string[];
    demoId: string;
    players: readonly { id: string }[];
    now: Date;
  },
): Promise<void> {
  const { planned, teamIds, now } = input;
  const messages = [
    'Salam! Həftəsonu oyunlarımız üçün hücumçu axtarırıq, bizə qoşul.',
    'Səni meydançada görmüşük, komandamızda yerin hazırdır!',
  ];
  let sent = 0;
  for (const [index, team] of planned.entries()) {
    if (team.demo !== 'invites') continue;
    await createInvitation(db, {
      actor: asPlayer(team.captainId),
      teamId: teamIds[index] ?? '',
      userId: input.demoId,
      message: messages[sent % messages.length] ?? '',
      now: new Date(now.getTime() - (sent === 0 ? 2 * DAY_MS : 5 * HOUR_MS)),
    });
    sent += 1;
  }
  const own = planned.findIndex((team) => team.demo === 'captain');
  const ownTeam = planned[own];
  if (!ownTeam) return;
  const inTeam = new Set([ownTeam.captainId, ...ownTeam.members.map((member) => member.userId)]);
  // A player in no team yet, so the request reads as someone looking for one.
  const inAnyTeam = new Set(
    planned.flatMap((team) => [team.captainId, ...team.members.map((member) => member.userId)]),
  );
  const requester =
    input.players.find((player) => !inAnyTeam.has(player.id)) ??
    input.players.find((player) => !inTeam.has(player.id));
  if (!requester) return;
  await joinTeam(db, {
    actor: asPlayer(requester.id),
    teamId: teamIds[own] ?? '',
    message: 'Salam! Cinah müdafiəçisiyəm, sizinlə oynamaq istərdim.',
    now: new Date(now.getTime() - 3 * HOUR_MS),
  });
}
