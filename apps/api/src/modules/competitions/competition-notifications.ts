import type { CompetitionMention, NotificationDraft, TeamMention } from '@oyna/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import {
  type CompetitionMatchRow,
  type CompetitionRow,
  competitionMatches,
  competitionTeams,
  teamMembers,
  teams,
  venues,
} from '../../db/schema.js';
import { notify } from '../notifications/notify.js';
import type { CompetitionState } from './competition-state.js';

/*
 * What competitions tell the players of their teams (decision 30's notifications): the draw, a
 * moved match, a result to confirm, qualified / eliminated / champion, and the day before a match.
 * Each once per event (the dedupe key).
 */

const mention = (competition: CompetitionRow): CompetitionMention => ({
  competition_id: competition.id,
  competition_name: competition.name,
});

async function membersByTeam(tx: DbExecutor, teamIds: readonly string[]): Promise<Map<string, string[]>> {
  const unique = [...new Set(teamIds)];
  const byTeam = new Map<string, string[]>(unique.map((id) => [id, []]));
  if (unique.length === 0) return byTeam;
  const rows = await tx
    .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(inArray(teamMembers.teamId, unique), isNull(teamMembers.leftAt)));
  for (const row of rows) byTeam.get(row.teamId)?.push(row.userId);
  return byTeam;
}

async function names(tx: DbExecutor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inArray(teams.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function venueName(tx: DbExecutor, venueId: number | null): Promise<string> {
  if (venueId === null) return '';
  const [row] = await tx.select({ name: venues.name }).from(venues).where(eq(venues.id, venueId));
  return row?.name ?? '';
}

/** What one team's members are told, and the dedupe key it has before each member's id. */
interface TeamNotice {
  draft: NotificationDraft;
  dedupeKey: string;
}

/**
 * Tells every current member of each team what `notice` builds for that team from its mention (the
 * team and the competition), once per member; `nameOf` names any of the teams, and null leaves the
 * team out.
 */
async function notifyTeamMembers(
  tx: DbExecutor,
  input: { competition: CompetitionRow; teamIds: readonly string[]; now: Date },
  notice: (about: TeamMention & CompetitionMention, nameOf: (teamId: string) => string) => TeamNotice | null,
): Promise<void> {
  const teamNames = await names(tx, input.teamIds);
  const nameOf = (teamId: string) => teamNames.get(teamId) ?? '';
  for (const [teamId, members] of await membersByTeam(tx, input.teamIds)) {
    const told = notice(
      { team_id: teamId, team_name: nameOf(teamId), ...mention(input.competition) },
      nameOf,
    );
    if (!told) continue;
    for (const userId of members)
      await notify(tx, userId, told.draft, { dedupeKey: `${told.dedupeKey}:${userId}`, now: input.now });
  }
}

/** Every member of every accepted team: the fixtures are out, with the team's first kick-off. */
export async function notifyFixturesPublished(
  tx: DbExecutor,
  input: { competition: CompetitionRow; now: Date },
): Promise<void> {
  const { competition, now } = input;
  const registered = await tx
    .select({ teamId: competitionTeams.teamId })
    .from(competitionTeams)
    .where(and(eq(competitionTeams.competitionId, competition.id), eq(competitionTeams.status, 'accepted')));
  const teamIds = registered.map((row) => row.teamId);
  const matches = await tx
    .select()
    .from(competitionMatches)
    .where(eq(competitionMatches.competitionId, competition.id));
  await notifyTeamMembers(tx, { competition, teamIds, now }, (about) => {
    const teamId = about.team_id;
    const first = matches
      .filter((match) => (match.homeTeamId === teamId || match.awayTeamId === teamId) && match.startsAt)
      .map((match) => match.startsAt as Date)
      .sort((a, b) => a.getTime() - b.getTime())[0];
    return {
      draft: {
        kind: 'competition_fixtures_published',
        payload: { ...about, first_starts_at: first?.toISOString() ?? null },
      },
      dedupeKey: `competition_fixtures_published:${competition.id}:${teamId}`,
    };
  });
}

/** The players of both teams: the match moved (once per new kick-off and pitch). */
export async function notifyMatchMoved(
  tx: DbExecutor,
  input: {
    competition: CompetitionRow;
    match: CompetitionMatchRow;
    previousStartsAt: Date | null;
    now: Date;
  },
): Promise<void> {
  const { competition, match, now } = input;
  if (!match.homeTeamId || !match.awayTeamId || !match.startsAt) return;
  const { homeTeamId, awayTeamId, startsAt } = match;
  const venue = await venueName(tx, match.venueId);
  await notifyTeamMembers(tx, { competition, teamIds: [homeTeamId, awayTeamId], now }, (about, nameOf) => ({
    draft: {
      kind: 'competition_match_moved',
      payload: {
        ...about,
        match_id: match.id,
        opponent_name: nameOf(about.team_id === homeTeamId ? awayTeamId : homeTeamId),
        starts_at: startsAt.toISOString(),
        venue,
        previous_starts_at: input.previousStartsAt?.toISOString() ?? null,
      },
    },
    dedupeKey: `competition_match_moved:${match.id}:${startsAt.toISOString()}:${match.venueId}:${match.pitch}`,
  }));
}

/** The away captain: the home captain recorded a result to confirm. */
export async function notifyResultToConfirm(
  tx: DbExecutor,
  input: { competition: CompetitionRow; match: CompetitionMatchRow; awayCaptainId: string | null; now: Date },
): Promise<void> {
  const { competition, match, now } = input;
  if (!input.awayCaptainId || !match.homeTeamId || !match.awayTeamId || !match.startsAt) return;
  const teamNames = await names(tx, [match.homeTeamId, match.awayTeamId]);
  const score = `${match.homeScore ?? 0}:${match.awayScore ?? 0}`;
  await notify(
    tx,
    input.awayCaptainId,
    {
      kind: 'competition_result_to_confirm',
      payload: {
        team_id: match.awayTeamId,
        team_name: teamNames.get(match.awayTeamId) ?? '',
        ...mention(competition),
        match_id: match.id,
        opponent_name: teamNames.get(match.homeTeamId) ?? '',
        starts_at: match.startsAt.toISOString(),
        venue: await venueName(tx, match.venueId),
        score,
      },
    },
    {
      dedupeKey: `competition_result_to_confirm:${match.id}:${match.resultRecordedAt?.toISOString() ?? ''}:${input.awayCaptainId}`,
      now,
    },
  );
}

/**
 * After a counted result: a complete group's teams are through or out, a knockout match's loser is
 * out (unless a losers' bracket takes it), and a finished competition has its champion. Each team
 * hears each outcome once.
 */
export async function notifyOutcomes(
  tx: DbExecutor,
  input: { competition: CompetitionRow; state: CompetitionState; now: Date },
): Promise<void> {
  const { competition, state, now } = input;
  const outcomes = new Map<string, 'qualified' | 'eliminated' | 'champion'>();
  const advance = competition.advancePerGroup ?? 0;
  for (const table of state.tables) {
    if (table.group === null || !table.complete) continue;
    for (const row of table.rows)
      outcomes.set(row.team, row.position <= advance ? 'qualified' : 'eliminated');
  }
  if (state.bracket) {
    const droppedInto = new Set(
      state.bracket.matches.flatMap((match) =>
        [match.home, match.away].flatMap((slot) => (slot.kind === 'loser' ? [slot.match] : [])),
      ),
    );
    for (const match of state.bracket.matches) {
      if (match.status === 'played' && match.loser && !droppedInto.has(match.id))
        outcomes.set(match.loser, 'eliminated');
    }
    if (state.bracket.champion) outcomes.set(state.bracket.champion, 'champion');
  }
  if (outcomes.size === 0) return;
  await notifyTeamMembers(tx, { competition, teamIds: [...outcomes.keys()], now }, (about) => {
    const outcome = outcomes.get(about.team_id);
    if (!outcome) return null;
    return {
      draft: { kind: 'competition_team_outcome', payload: { ...about, outcome } },
      dedupeKey: `competition_team_outcome:${competition.id}:${about.team_id}:${outcome}`,
    };
  });
}

/**
 * Every current member of each team concerned (registered, accepted or waiting): the competition is
 * cancelled, by its organizer or at the close with too few teams. Once per competition and member.
 */
export async function notifyCompetitionCancelled(
  tx: DbExecutor,
  input: {
    competition: CompetitionRow;
    teams: readonly { teamId: string; feeRefunded: boolean }[];
    tooFewTeams: boolean;
    now: Date;
  },
): Promise<void> {
  const { competition, now } = input;
  const feeRefunded = new Map(input.teams.map((team) => [team.teamId, team.feeRefunded]));
  await notifyTeamMembers(tx, { competition, teamIds: [...feeRefunded.keys()], now }, (about) => ({
    draft: {
      kind: 'competition_cancelled',
      payload: {
        ...about,
        reason: competition.cancelReason ?? null,
        too_few_teams: input.tooFewTeams,
        fee_refunded: feeRefunded.get(about.team_id) ?? false,
      },
    },
    dedupeKey: `competition_cancelled:${competition.id}:${about.team_id}`,
  }));
}

/** Every current member of the team: the organizer refused its registration (each refusal once). */
export async function notifyTeamRefused(
  tx: DbExecutor,
  input: { competition: CompetitionRow; teamId: string; feeRefunded: boolean; now: Date },
): Promise<void> {
  const { competition, teamId, now } = input;
  await notifyTeamMembers(tx, { competition, teamIds: [teamId], now }, (about) => ({
    draft: { kind: 'competition_team_refused', payload: { ...about, fee_refunded: input.feeRefunded } },
    dedupeKey: `competition_team_refused:${competition.id}:${teamId}:${now.toISOString()}`,
  }));
}
