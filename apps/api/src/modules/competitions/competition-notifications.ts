import type { CompetitionMention, NotificationDraft } from '@oyna/shared';
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
  const teamNames = await names(tx, teamIds);
  for (const [teamId, members] of await membersByTeam(tx, teamIds)) {
    const first = matches
      .filter((match) => (match.homeTeamId === teamId || match.awayTeamId === teamId) && match.startsAt)
      .map((match) => match.startsAt as Date)
      .sort((a, b) => a.getTime() - b.getTime())[0];
    for (const userId of members) {
      await notify(
        tx,
        userId,
        {
          kind: 'competition_fixtures_published',
          payload: {
            team_id: teamId,
            team_name: teamNames.get(teamId) ?? '',
            ...mention(competition),
            first_starts_at: first?.toISOString() ?? null,
          },
        },
        { dedupeKey: `competition_fixtures_published:${competition.id}:${teamId}:${userId}`, now },
      );
    }
  }
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
  const sides = [match.homeTeamId, match.awayTeamId];
  const teamNames = await names(tx, sides);
  const venue = await venueName(tx, match.venueId);
  const members = await membersByTeam(tx, sides);
  for (const [index, teamId] of sides.entries()) {
    const opponent = sides[1 - index] ?? '';
    for (const userId of members.get(teamId) ?? []) {
      await notify(
        tx,
        userId,
        {
          kind: 'competition_match_moved',
          payload: {
            team_id: teamId,
            team_name: teamNames.get(teamId) ?? '',
            ...mention(competition),
            match_id: match.id,
            opponent_name: teamNames.get(opponent) ?? '',
            starts_at: match.startsAt.toISOString(),
            venue,
            previous_starts_at: input.previousStartsAt?.toISOString() ?? null,
          },
        },
        {
          dedupeKey: `competition_match_moved:${match.id}:${match.startsAt.toISOString()}:${match.venueId}:${match.pitch}:${userId}`,
          now,
        },
      );
    }
  }
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
  const teamNames = await names(tx, [...outcomes.keys()]);
  for (const [teamId, members] of await membersByTeam(tx, [...outcomes.keys()])) {
    const outcome = outcomes.get(teamId);
    if (!outcome) continue;
    for (const userId of members) {
      const draft: NotificationDraft = {
        kind: 'competition_team_outcome',
        payload: {
          team_id: teamId,
          team_name: teamNames.get(teamId) ?? '',
          ...mention(competition),
          outcome,
        },
      };
      await notify(tx, userId, draft, {
        dedupeKey: `competition_team_outcome:${competition.id}:${teamId}:${outcome}:${userId}`,
        now,
      });
    }
  }
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
  const ids = input.teams.map((team) => team.teamId);
  const teamNames = await names(tx, ids);
  const members = await membersByTeam(tx, ids);
  for (const team of input.teams) {
    for (const userId of members.get(team.teamId) ?? []) {
      await notify(
        tx,
        userId,
        {
          kind: 'competition_cancelled',
          payload: {
            team_id: team.teamId,
            team_name: teamNames.get(team.teamId) ?? '',
            ...mention(competition),
            reason: competition.cancelReason ?? null,
            too_few_teams: input.tooFewTeams,
            fee_refunded: team.feeRefunded,
          },
        },
        { dedupeKey: `competition_cancelled:${competition.id}:${team.teamId}:${userId}`, now },
      );
    }
  }
}

/** Every current member of the team: the organizer refused its registration (each refusal once). */
export async function notifyTeamRefused(
  tx: DbExecutor,
  input: { competition: CompetitionRow; teamId: string; feeRefunded: boolean; now: Date },
): Promise<void> {
  const { competition, teamId, now } = input;
  const teamNames = await names(tx, [teamId]);
  for (const userId of (await membersByTeam(tx, [teamId])).get(teamId) ?? []) {
    await notify(
      tx,
      userId,
      {
        kind: 'competition_team_refused',
        payload: {
          team_id: teamId,
          team_name: teamNames.get(teamId) ?? '',
          ...mention(competition),
          fee_refunded: input.feeRefunded,
        },
      },
      {
        dedupeKey: `competition_team_refused:${competition.id}:${teamId}:${now.toISOString()}:${userId}`,
        now,
      },
    );
  }
}
