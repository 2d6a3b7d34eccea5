import { type CreateCompetitionInput, bakuDate } from '@oyna/shared';
import { and, asc, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { competitionMatches, competitions, teamMembers, teams, users, venues } from '../db/schema.js';
import type { AuthUser } from '../lib/auth-user.js';
import { closeRegistration } from '../modules/competitions/close-registration.js';
import { createCompetition } from '../modules/competitions/create-competition.js';
import { recordResult } from '../modules/competitions/record-result.js';
import { registerTeam } from '../modules/competitions/register-team.js';
import { replayRatingsFrom } from '../modules/results/replay-ratings.js';
import { gameHooks } from '../module-hooks.js';

const DAY_MS = 86_400_000;

/** The seeded competitions' largest squad, and so their largest line-up. */
const SEED_SQUAD_MAX = 20;

/** The demo's competitions, by name: the seed writes them once. */
export const COMPETITION_SEED_NAMES = [
  'Bakı Yaz Kuboku',
  'Oyna Payız Liqası',
  'Həftəsonu Kuboku',
  'Platin Kuboku',
] as const;

/** YYYY-MM-DD in Baku, `days` from `now`. */
function bakuDay(now: Date, days: number): string {
  return bakuDate(new Date(now.getTime() + days * DAY_MS));
}

/** A deterministic score for the n-th seeded result. */
function scoreOf(index: number): [number, number] {
  return [(index * 7 + 3) % 4, (index * 5 + 1) % 3];
}

/**
 * The demo's competitions, made through the competitions' own use cases at their moments: a cup
 * finished three weeks ago (four 7x7 teams, a third-place match), a league halfway through (four
 * teams home and away on weekly matchdays, three of six rounds played, the demo captain's team
 * among them), a cup open for registration that the demo captain's team can enter (10 ₼, free for
 * gold and platinum captains) and a platinum-only cup. Written once: a second run finds them by
 * name and changes nothing. Returns how many competitions it wrote.
 */
export async function seedCompetitions(db: Db, now: Date): Promise<number> {
  const existing = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(inArray(competitions.name, [...COMPETITION_SEED_NAMES]));
  if (existing.length > 0) return 0;
  const [organizerRow] = await db.select().from(users).where(eq(users.email, 'organizer@demo.az'));
  const [venue] = await db
    .select()
    .from(venues)
    .where(isNull(venues.deactivatedAt))
    .orderBy(desc(venues.pitchCount), asc(venues.id))
    .limit(1);
  if (!organizerRow || !venue) return 0;
  const organizer: AuthUser = { id: organizerRow.id, role: organizerRow.role, sessionId: 'seed' };
  const pitches = Array.from({ length: Math.min(venue.pitchCount, 3) }, (_, index) => index + 1);

  const captains = await db
    .select({ teamId: teams.id, name: teams.name, userId: teamMembers.userId })
    .from(teams)
    .innerJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .where(and(eq(teamMembers.role, 'captain'), isNull(teamMembers.leftAt), isNull(teams.deletedAt)));
  const team = (name: string) => {
    const row = captains.find((candidate) => candidate.name === name);
    if (!row) throw new Error(`seed team ${name} is missing`);
    return { id: row.teamId, captain: { id: row.userId, role: 'player' as const, sessionId: 'seed' } };
  };
  const base = (overrides: Partial<CreateCompetitionInput>): CreateCompetitionInput => ({
    name: '',
    description: '',
    kind: 'cup',
    format: 'single_elimination',
    round_robin_legs: 1,
    group_count: null,
    advance_per_group: null,
    third_place: false,
    match_format: '7x7',
    match_minutes: 50,
    changeover_minutes: 10,
    min_rest_minutes: 60,
    max_rounds_per_day: null,
    venues: [{ venue_id: venue.id, pitches }],
    windows: [],
    min_teams: 4,
    max_teams: 8,
    squad_min: 5,
    squad_max: SEED_SQUAD_MAX,
    entry_fee: 0,
    registration_deadline: '',
    tiebreak: { order: 'fifa_2026' },
    access: 'open',
    ...overrides,
  });
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  let resultIndex = 0;
  const playPast = async (competitionId: string, rounds: number) => {
    const matches = await db
      .select()
      .from(competitionMatches)
      .where(
        and(
          eq(competitionMatches.competitionId, competitionId),
          lt(competitionMatches.startsAt, at(-0.5)),
          eq(competitionMatches.status, 'scheduled'),
        ),
      )
      .orderBy(asc(competitionMatches.startsAt), asc(competitionMatches.bracketOrder));
    for (const match of matches) {
      if (match.round > rounds || !match.homeTeamId || !match.awayTeamId) continue;
      const [home, away] = scoreOf(resultIndex);
      resultIndex += 1;
      // Everybody played (up to the squad's size; a player of both teams, for home), scorers among them.
      const lineup = async (teamId: string, taken: readonly string[] = []) => {
        const members = await db
          .select({ userId: teamMembers.userId })
          .from(teamMembers)
          .where(and(eq(teamMembers.teamId, teamId), isNull(teamMembers.leftAt)))
          .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.userId));
        return members
          .map((member) => member.userId)
          .filter((userId) => !taken.includes(userId))
          .slice(0, SEED_SQUAD_MAX);
      };
      const homeLineup = await lineup(match.homeTeamId);
      const awayLineup = await lineup(match.awayTeamId, homeLineup);
      const scorers = (players: readonly string[], goals: number) =>
        Array.from({ length: goals }, (_, goal) => players[(goal + resultIndex) % players.length] ?? null);
      const homeScorers = scorers(homeLineup, home);
      const awayScorers = scorers(awayLineup, away);
      await recordResult(db, {
        hooks: gameHooks,
        actor: organizer,
        competitionId,
        matchId: match.id,
        now,
        deferRatings: true,
        body: {
          home_score: home,
          away_score: away,
          penalties_winner: match.stage === 'knockout' && home === away ? 'home' : null,
          forfeit: null,
          goals: [
            ...homeScorers.map((userId) => ({
              side: 'home' as const,
              user_id: userId,
              minute: null,
              own_goal: false,
            })),
            ...awayScorers.map((userId) => ({
              side: 'away' as const,
              user_id: userId,
              minute: null,
              own_goal: false,
            })),
          ],
          cards: [],
          lineups: { home: homeLineup, away: awayLineup },
        },
      });
    }
  };

  /**
   * A competition created five weeks ago, its teams registered, drawn, then played: each number of
   * `passes` plays its rounds up to that one (a knockout round's teams are known only after the
   * round before).
   */
  const drawnAndPlayed = async (
    body: CreateCompetitionInput,
    teamNames: readonly string[],
    passes: readonly number[],
  ) => {
    const competition = await createCompetition(db, { actor: organizer, now: at(-35), body });
    for (const name of teamNames) {
      const entry = team(name);
      await registerTeam(db, {
        actor: entry.captain,
        competitionId: competition.id,
        teamId: entry.id,
        now: at(-30),
      });
    }
    await closeRegistration(db, { actor: organizer, competitionId: competition.id, now: at(-23) });
    for (const rounds of passes) await playPast(competition.id, rounds);
  };

  // A cup three weeks ago: registration, the draw, then the semi-finals and the finals.
  await drawnAndPlayed(
    base({
      name: 'Bakı Yaz Kuboku',
      description: 'Bir günlük 7x7 kuboku: yarımfinallar, üçüncü yer və final.',
      third_place: true,
      windows: [{ date: bakuDay(now, -21), start: '10:00', end: '22:00' }],
      registration_deadline: at(-24).toISOString(),
    }),
    ['Bakı Şirləri', 'Yasamal Ulduzları', 'Binəqədi Canavarları', 'Xətai Şimşəkləri'],
    [1, 2],
  );

  // A league halfway: six weekly matchdays, three of them played.
  await drawnAndPlayed(
    base({
      name: 'Oyna Payız Liqası',
      description: 'Həftəlik matç günləri ilə iki dövrəli liqa.',
      kind: 'league',
      format: 'round_robin',
      round_robin_legs: 2,
      max_rounds_per_day: 1,
      windows: [-20, -13, -6, 1, 8, 15].map((days) => ({
        date: bakuDay(now, days),
        start: '18:00',
        end: '23:00',
      })),
      registration_deadline: at(-24).toISOString(),
      tiebreak: { order: 'fifa_2018' },
    }),
    ['Xəzər Qartalları', 'Əhmədli Aslanları', 'Köhnə Məhəllə', 'Nərimanov Pələngləri'],
    [3],
  );
  // The results above skipped the ratings replay: one replay from the earliest of them.
  await db.transaction((tx) => replayRatingsFrom(tx, at(-40)));

  // Open for registration: the demo captain's team can enter.
  await createCompetition(db, {
    actor: organizer,
    now,
    body: base({
      name: 'Həftəsonu Kuboku',
      description:
        'Şənbə və bazar günü 7x7 kuboku. İştirak haqqı komanda başına 10 ₼; qızıl və platin kapitanların komandaları pulsuz iştirak edir.',
      entry_fee: 10,
      windows: [
        { date: bakuDay(now, 9), start: '10:00', end: '21:00' },
        { date: bakuDay(now, 10), start: '10:00', end: '21:00' },
      ],
      registration_deadline: at(6).toISOString(),
    }),
  });
  // Exclusive to platinum captains' teams.
  await createCompetition(db, {
    actor: organizer,
    now,
    body: base({
      name: 'Platin Kuboku',
      description: 'Yalnız platin statuslu kapitanların komandaları üçün.',
      match_format: '5x5',
      access: 'platinum',
      format: 'round_robin',
      min_teams: 3,
      max_teams: 6,
      windows: [{ date: bakuDay(now, 16), start: '12:00', end: '22:00' }],
      registration_deadline: at(12).toISOString(),
    }),
  });
  return COMPETITION_SEED_NAMES.length;
}
