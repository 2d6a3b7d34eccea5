import {
  type BracketSlotView,
  type Competition,
  type CompetitionMatch,
  type CompetitionSummary,
  type CompetitionTeam,
  type PlayerIdentity,
  type TeamRef,
  qepikToManat,
} from '@oyna/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import {
  type CompetitionMatchRow,
  type CompetitionRow,
  type CompetitionTeamRow,
  type StoredBracketSlot,
  competitionCards,
  competitionGoals,
  competitionMatches,
  competitionTeams,
  playerRatings,
  teamMembers,
  teams,
  users,
  venues,
} from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';

type GameVenue = CompetitionMatch['venue'] & object;
import { teamsCaptainedBy } from '../teams/team-access.js';
import { toTeamRef } from '../teams/team-response.js';
import { toGameVenue } from '../venues/venue-response.js';
import { playerIdentity } from '../users/player-identity.js';
import { managesCompetition } from './competition-access.js';
import { type Lineups, lineupsOf } from './competition-lineups.js';

const MINUTE_MS = 60_000;

export async function teamRefs(db: DbExecutor, ids: readonly string[]): Promise<Map<string, TeamRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(teams).where(inArray(teams.id, unique));
  return new Map(rows.map((row) => [row.id, toTeamRef(row)]));
}

export async function venueRefs(db: DbExecutor, ids: readonly number[]): Promise<Map<number, GameVenue>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(venues).where(inArray(venues.id, unique));
  return new Map(rows.map((venue) => [venue.id, toGameVenue(venue)]));
}

export async function playerRefs(
  db: DbExecutor,
  ids: readonly string[],
): Promise<Map<string, PlayerIdentity>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, playerIdentity(row)]));
}

/** Average displayed rating of each team's current members (rated players only). */
export async function teamRatings(db: DbExecutor, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      teamId: teamMembers.teamId,
      rating: sql<number | null>`round(avg(${playerRatings.rating}))::int`,
    })
    .from(teamMembers)
    .innerJoin(playerRatings, eq(playerRatings.userId, teamMembers.userId))
    .where(and(inArray(teamMembers.teamId, [...ids]), isNull(teamMembers.leftAt)))
    .groupBy(teamMembers.teamId);
  return new Map(rows.flatMap((row) => (row.rating === null ? [] : [[row.teamId, Number(row.rating)]])));
}

export function toSummary(
  row: CompetitionRow,
  extras: { teamCount: number; venues: Map<number, GameVenue>; teams: Map<string, TeamRef> },
): CompetitionSummary {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    format: row.format,
    round_robin_legs: row.roundRobinLegs,
    match_format: row.matchFormat,
    match_minutes: row.matchMinutes,
    status: row.status,
    access: row.access,
    entry_fee: qepikToManat(row.entryFeeQepik),
    registration_deadline: row.registrationDeadline.toISOString(),
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    min_teams: row.minTeams,
    max_teams: row.maxTeams,
    team_count: extras.teamCount,
    venues: row.venuePitches.flatMap((entry) => {
      const venue = extras.venues.get(entry.venueId);
      return venue ? [venue] : [];
    }),
    winner: row.winnerTeamId ? (extras.teams.get(row.winnerTeamId) ?? null) : null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toCompetitionTeam(
  row: CompetitionTeamRow,
  extras: { teams: Map<string, TeamRef>; ratings: Map<string, number> },
): CompetitionTeam | null {
  const team = extras.teams.get(row.teamId);
  if (!team) return null;
  return {
    team,
    status: row.status,
    seed: row.seed,
    rating: extras.ratings.get(row.teamId) ?? null,
    group: row.groupName,
    fee_paid: qepikToManat(row.feeQepik),
    free_entry_tier: row.freeEntryTier,
    refunded: row.payments > 0 && row.refunds >= row.payments,
    registered_at: row.registeredAt.toISOString(),
  };
}

export function slotView(slot: StoredBracketSlot | null): BracketSlotView | null {
  if (!slot) return null;
  return {
    kind: slot.kind,
    team_id: slot.kind === 'team' ? slot.team : null,
    group: slot.kind === 'group' ? slot.group : null,
    position: slot.kind === 'group' ? slot.position : null,
    match: slot.kind === 'winner' || slot.kind === 'loser' ? slot.match : null,
  };
}

export interface MatchContext {
  competition: CompetitionRow;
  actor: AuthUser | null;
  teams: Map<string, TeamRef>;
  venues: Map<number, GameVenue>;
  players: Map<string, PlayerIdentity>;
  goals: (typeof competitionGoals.$inferSelect)[];
  cards: (typeof competitionCards.$inferSelect)[];
  /** Match id -> who played for each side. */
  lineups: Map<string, Lineups>;
  /** Team id -> its captain's user id. */
  captains: Map<string, string>;
  now: Date;
}

/** A side's line-up as identities, by name (a player who left the platform is left out). */
function lineupView(context: MatchContext, matchId: string, side: 'home' | 'away'): PlayerIdentity[] {
  const ids = context.lineups.get(matchId)?.[side] ?? [];
  return ids
    .flatMap((id) => {
      const player = context.players.get(id);
      return player ? [player] : [];
    })
    .sort((a, b) => `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`, 'az'));
}

export function toMatchView(row: CompetitionMatchRow, context: MatchContext): CompetitionMatch {
  const { actor, competition } = context;
  const manager = managesCompetition(actor, competition);
  const homeCaptain = row.homeTeamId ? context.captains.get(row.homeTeamId) : undefined;
  const awayCaptain = row.awayTeamId ? context.captains.get(row.awayTeamId) : undefined;
  const open = competition.status === 'scheduled' || competition.status === 'in_progress';
  const ready = open && row.homeTeamId !== null && row.awayTeamId !== null && row.status !== 'void';
  const started = row.startsAt !== null && row.startsAt.getTime() <= context.now.getTime();
  return {
    id: row.id,
    stage: row.stage,
    round: row.round,
    group: row.groupName,
    bracket_id: row.bracketId,
    bracket_part: row.bracketPart,
    home_team: row.homeTeamId ? (context.teams.get(row.homeTeamId) ?? null) : null,
    away_team: row.awayTeamId ? (context.teams.get(row.awayTeamId) ?? null) : null,
    home_slot: slotView(row.homeSlot),
    away_slot: slotView(row.awaySlot),
    venue: row.venueId ? (context.venues.get(row.venueId) ?? null) : null,
    pitch: row.pitch,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.startsAt
      ? new Date(row.startsAt.getTime() + competition.matchMinutes * MINUTE_MS).toISOString()
      : null,
    status: row.status,
    home_score: row.homeScore,
    away_score: row.awayScore,
    penalties_winner: row.penaltiesWinner,
    forfeit: row.forfeit,
    result_recorded_at: row.resultRecordedAt?.toISOString() ?? null,
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    goals: context.goals
      .filter((goal) => goal.matchId === row.id)
      .map((goal) => ({
        team_id: goal.teamId,
        player: goal.userId ? (context.players.get(goal.userId) ?? null) : null,
        minute: goal.minute,
        own_goal: goal.ownGoal,
      })),
    cards: context.cards
      .filter((card) => card.matchId === row.id)
      .map((card) => ({
        team_id: card.teamId,
        player: card.userId ? (context.players.get(card.userId) ?? null) : null,
        card: card.card,
      })),
    lineups: {
      home: lineupView(context, row.id, 'home'),
      away: lineupView(context, row.id, 'away'),
    },
    permissions: {
      record_result:
        ready &&
        (manager || (started && row.status === 'scheduled' && actor !== null && actor.id === homeCaptain)),
      confirm: ready && row.status === 'awaiting_confirmation' && (manager || actor?.id === awayCaptain),
      reschedule: manager && open && row.status !== 'played' && row.status !== 'void',
    },
  };
}

/** Everything a competition's pages show about its matches, loaded at once. */
export async function loadMatches(
  db: DbExecutor,
  competition: CompetitionRow,
  options: { actor: AuthUser | null; now: Date; teamId?: string | undefined },
): Promise<CompetitionMatch[]> {
  const rows = await db
    .select()
    .from(competitionMatches)
    .where(eq(competitionMatches.competitionId, competition.id))
    .orderBy(
      asc(competitionMatches.startsAt),
      asc(competitionMatches.stage),
      asc(competitionMatches.round),
      asc(competitionMatches.bracketOrder),
    );
  const selected = options.teamId
    ? rows.filter((row) => row.homeTeamId === options.teamId || row.awayTeamId === options.teamId)
    : rows;
  const ids = selected.map((row) => row.id);
  const goals = ids.length
    ? await db.select().from(competitionGoals).where(inArray(competitionGoals.matchId, ids))
    : [];
  const cards = ids.length
    ? await db.select().from(competitionCards).where(inArray(competitionCards.matchId, ids))
    : [];
  const lineups = await lineupsOf(db, selected);
  const teamIds = selected.flatMap((row) => [row.homeTeamId, row.awayTeamId]).filter((id) => id !== null);
  const captains = await captainsOf(db, teamIds);
  const context: MatchContext = {
    competition,
    actor: options.actor,
    teams: await teamRefs(db, teamIds),
    venues: await venueRefs(
      db,
      selected.flatMap((row) => (row.venueId === null ? [] : [row.venueId])),
    ),
    players: await playerRefs(db, [
      ...[...goals, ...cards].flatMap((event) => (event.userId ? [event.userId] : [])),
      ...[...lineups.values()].flatMap((lineup) => [...lineup.home, ...lineup.away]),
    ]),
    goals,
    cards,
    lineups,
    captains,
    now: options.now,
  };
  return selected.map((row) => toMatchView(row, context));
}

export async function captainsOf(db: DbExecutor, teamIds: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(teamIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
    .from(teamMembers)
    .where(
      and(inArray(teamMembers.teamId, unique), eq(teamMembers.role, 'captain'), isNull(teamMembers.leftAt)),
    );
  return new Map(rows.map((row) => [row.teamId, row.userId]));
}

/** The competition's page: its rules, teams and what the signed-in user may do. */
export async function toCompetitionDetail(
  db: DbExecutor,
  row: CompetitionRow,
  options: { actor: AuthUser | null; now: Date },
): Promise<Competition> {
  const registrations = await db
    .select()
    .from(competitionTeams)
    .where(eq(competitionTeams.competitionId, row.id))
    .orderBy(asc(competitionTeams.registeredAt));
  const teamIds = registrations.map((registration) => registration.teamId);
  const winnerIds = [row.winnerTeamId].filter((id) => id !== null);
  const refs = await teamRefs(db, [...teamIds, ...winnerIds]);
  const ratings = await teamRatings(db, teamIds);
  const venueMap = await venueRefs(
    db,
    row.venuePitches.map((entry) => entry.venueId),
  );
  const [organizer] = await db.select().from(users).where(eq(users.id, row.organizerId));
  if (!organizer) throw new Error(`competition ${row.id} has no organizer`);
  const accepted = registrations.filter((registration) => registration.status === 'accepted').length;
  const manager = managesCompetition(options.actor, row);
  const registering =
    row.status === 'registering' && row.registrationDeadline.getTime() > options.now.getTime();
  let canRegister = false;
  if (options.actor && registering && accepted < row.maxTeams) {
    const captained = await teamsCaptainedBy(db, options.actor.id);
    const taken = new Set(
      registrations.filter((registration) => registration.status !== 'withdrawn').map((r) => r.teamId),
    );
    canRegister = captained.some((team) => !taken.has(team.id));
  }
  return {
    ...toSummary(row, { teamCount: accepted, venues: venueMap, teams: refs }),
    description: row.description,
    organizer: playerIdentity(organizer),
    group_count: row.groupCount,
    advance_per_group: row.advancePerGroup,
    third_place: row.thirdPlace,
    squad_min: row.squadMin,
    squad_max: row.squadMax,
    changeover_minutes: row.changeoverMinutes,
    min_rest_minutes: row.minRestMinutes,
    max_rounds_per_day: row.maxRoundsPerDay,
    tiebreak: row.tiebreak,
    venue_pitches: row.venuePitches.flatMap((entry) => {
      const venue = venueMap.get(entry.venueId);
      return venue ? [{ venue, pitches: entry.pitches }] : [];
    }),
    windows: row.windows,
    teams: registrations.flatMap((registration) => {
      const team = toCompetitionTeam(registration, { teams: refs, ratings });
      return team ? [team] : [];
    }),
    cancel_reason: row.cancelReason,
    draw_failure:
      manager && row.status === 'registering' && row.drawFailures > 0 && row.drawFailedAt
        ? {
            reason: row.drawFailureCode === 'competition_format_invalid' ? 'format' : 'schedule',
            failures: row.drawFailures,
            failed_at: row.drawFailedAt.toISOString(),
            retry_at: row.drawRetryAt?.toISOString() ?? null,
          }
        : null,
    permissions: {
      edit: manager && (row.status === 'registering' || row.status === 'scheduled'),
      manage_teams: manager && row.status === 'registering',
      close_registration: manager && row.status === 'registering',
      manage_matches: manager && (row.status === 'scheduled' || row.status === 'in_progress'),
      register: canRegister,
    },
  };
}
