import {
  type InvitationListResponse,
  type JoinRequestListResponse,
  type TeamSlotList,
  type TeamStats,
  peakOverlap,
} from '@oyna/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database.js';
import { gamesWithPlacesAmiss } from '../modules/games/testing/places-invariant.js';
import { expectEveryBalanceToMatchItsLedger } from '../modules/wallet/testing/wallet-fixtures.js';
import { type TestApp, createTestApp } from '../test/test-app.js';
import { testDrivers } from '../test/test-databases.js';
import { DEMO_PASSWORD } from './demo-accounts.js';

describe.each(testDrivers())('the demo teams on %s', (driver) => {
  let test: TestApp;
  let headers: Record<string, string>;
  let demoId: string;
  beforeAll(async () => {
    test = await createTestApp({ driver, seed: true });
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/json',
      payload: { email: 'player@demo.az', password: DEMO_PASSWORD },
    });
    const body = login.json<{ access_token: string }>();
    headers = { authorization: `Bearer ${body.access_token}`, 'accept-language': 'az' };
    const [demo] = await queryRows<{ id: string }>(
      test.database.db,
      sql`select id from users where email = 'player@demo.az'`,
    );
    demoId = demo?.id ?? '';
  });
  afterAll(() => test.close());

  const get = async <Body>(url: string): Promise<Body> => {
    const response = await test.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Body>();
  };

  it('has about 24 teams, each within its bounds with exactly one captain and its count right', async () => {
    const rows = await queryRows<{
      id: string;
      member_count: number;
      min_members: number;
      max_members: number;
      members: number;
      captains: number;
      vices: number;
      status: string;
      is_private: boolean;
      type: string;
      home_venue_id: number | null;
    }>(
      test.database.db,
      sql`select t.id, t.member_count, t.min_members, t.max_members, t.status, t.is_private, t.type, t.home_venue_id,
                 (select count(*)::int from team_members m where m.team_id = t.id and m.left_at is null) as members,
                 (select count(*)::int from team_members m where m.team_id = t.id and m.left_at is null and m.role = 'captain') as captains,
                 (select count(*)::int from team_members m where m.team_id = t.id and m.left_at is null and m.role = 'vice_captain') as vices
          from teams t where t.deleted_at is null`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(22);
    expect(rows.length).toBeLessThanOrEqual(26);
    for (const team of rows) {
      expect(team.members).toBe(team.member_count);
      expect(team.members).toBeGreaterThanOrEqual(team.min_members);
      expect(team.members).toBeLessThanOrEqual(team.max_members);
      expect(team.captains).toBe(1);
      expect(team.vices).toBeLessThanOrEqual(3);
      expect(team.home_venue_id).not.toBeNull();
    }
    expect(rows.filter((team) => team.status === 'inactive')).toHaveLength(2);
    expect(rows.filter((team) => team.is_private).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((team) => team.type === 'official').length).toBeGreaterThanOrEqual(5);
    const [spread] = await queryRows<{ most: number; left: number }>(
      test.database.db,
      sql`select (select max(n)::int from (select count(*) as n from team_members where left_at is null group by user_id) c) as most,
                 (select count(*)::int from team_members where left_reason = 'left') as left`,
    );
    expect(spread?.most).toBeLessThanOrEqual(10);
    expect(spread?.left).toBeGreaterThan(0);
  });

  it('makes the demo player captain of one team and a member of another, with two invitations and a request to approve', async () => {
    const roles = await queryRows<{ team_id: string; role: string }>(
      test.database.db,
      sql`select team_id, role from team_members where user_id = ${demoId} and left_at is null`,
    );
    expect(roles.map((row) => row.role).sort()).toEqual(['captain', 'member']);
    const own = roles.find((row) => row.role === 'captain')?.team_id;

    const invitations = await get<InvitationListResponse>('/users/me/invitations');
    expect(invitations.total).toBe(2);
    expect(new Set(invitations.items.map((invitation) => invitation.team.id)).size).toBe(2);
    expect(invitations.items.every((invitation) => invitation.status === 'pending')).toBe(true);

    const requests = await get<JoinRequestListResponse>(`/teams/${own}/join-requests`);
    expect(requests.total).toBe(1);
    expect(requests.items[0]?.message).not.toBe('');
  });

  it('played four weeks of confirmed matches whose statistics add up, the demo player’s team eight (five team matches, three league rounds)', async () => {
    const [counts] = await queryRows<{ confirmed: number; other_past: number; days: number }>(
      test.database.db,
      sql`select count(*) filter (where status = 'confirmed')::int as confirmed,
                 count(*) filter (where status <> 'confirmed' and starts_at < now())::int as other_past,
                 count(distinct (starts_at at time zone 'Asia/Baku')::date) filter (where status = 'confirmed')::int as days
          from team_matches`,
    );
    expect(counts?.confirmed).toBeGreaterThanOrEqual(20);
    expect(counts?.other_past).toBe(0);
    expect(counts?.days).toBeGreaterThanOrEqual(10);

    const totals = await queryRows<{
      team_id: string;
      played: number;
      goals_for: number;
      goals_against: number;
    }>(
      test.database.db,
      // A team's statistics count its confirmed team matches and its played competition matches.
      sql`with results as (
            select home_team_id, away_team_id, home_score, away_score from team_matches where status = 'confirmed'
            union all
            select home_team_id, away_team_id, home_score, away_score from competition_matches where status = 'played')
          select t.id as team_id,
                 count(m.home_team_id)::int as played,
                 coalesce(sum(case when m.home_team_id = t.id then m.home_score else m.away_score end), 0)::int as goals_for,
                 coalesce(sum(case when m.home_team_id = t.id then m.away_score else m.home_score end), 0)::int as goals_against
          from teams t left join results m on m.home_team_id = t.id or m.away_team_id = t.id
          group by t.id`,
    );
    for (const total of totals) {
      const stats = await get<TeamStats>(`/teams/${total.team_id}/stats`);
      expect(stats.played).toBe(total.played);
      expect(stats.won + stats.drawn + stats.lost).toBe(stats.played);
      expect(stats.goals_for).toBe(total.goals_for);
      expect(stats.goals_against).toBe(total.goals_against);
      expect(stats.goal_difference).toBe(stats.goals_for - stats.goals_against);
    }
    const [own] = await queryRows<{ team_id: string }>(
      test.database.db,
      sql`select team_id from team_members where user_id = ${demoId} and role = 'captain' and left_at is null`,
    );
    const ownStats = await get<TeamStats>(`/teams/${own?.team_id}/stats`);
    expect(ownStats.played).toBe(8);
    expect(ownStats.form).toHaveLength(5);
    expect(ownStats.top_scorers.length).toBeGreaterThan(0);
  });

  it('counts each confirmed match once in its game: the squads as places, the result, the ratings', async () => {
    const [row] = await queryRows<{
      without_game: number;
      lines_amiss: number;
      unrated_lines: number;
      scores_amiss: number;
    }>(
      test.database.db,
      sql`select (select count(*)::int from team_matches m where m.status = 'confirmed'
                    and not exists (select 1 from game_results r where r.game_id = m.game_id)) as without_game,
                 (select count(*)::int from team_matches m where m.status = 'confirmed'
                    and (select count(*) from team_match_players p where p.team_match_id = m.id)
                        <> (select count(*) from game_result_players p where p.game_id = m.game_id)) as lines_amiss,
                 (select count(*)::int from game_result_players p join games g on g.id = p.game_id
                    where g.origin = 'team_match' and p.attended
                      and (select count(*) from rating_history h where h.game_id = p.game_id and h.user_id = p.user_id) <> 1) as unrated_lines,
                 (select count(*)::int from team_matches m join game_results r on r.game_id = m.game_id
                    where r.scores <> array[m.home_score, m.away_score]::smallint[]) as scores_amiss`,
    );
    expect(row).toEqual({ without_game: 0, lines_amiss: 0, unrated_lines: 0, scores_amiss: 0 });
  });

  it('has matches to come and a challenge to the demo player’s team', async () => {
    const [row] = await queryRows<{ accepted: number; challenges: number }>(
      test.database.db,
      sql`select count(*) filter (where m.status = 'accepted' and m.starts_at > now() and m.game_id is not null)::int as accepted,
                 count(*) filter (where m.status = 'proposed' and m.starts_at > now()
                   and exists (select 1 from team_members c where c.team_id = m.away_team_id and c.user_id = ${demoId} and c.role = 'captain' and c.left_at is null))::int as challenges
          from team_matches m`,
    );
    expect(row?.accepted).toBeGreaterThanOrEqual(4);
    expect(row?.challenges).toBe(1);
  });

  it('never needs more pitches at a venue than it has, pickup games and team matches together', async () => {
    const spans = await queryRows<{ venue_id: number; start: number; end: number; pitches: number }>(
      test.database.db,
      sql`select g.venue_id, extract(epoch from g.starts_at)::float8 as start,
                 extract(epoch from g.starts_at + make_interval(mins => g.duration_minutes))::float8 as end,
                 v.pitch_count as pitches
          from games g join venues v on v.id = g.venue_id where g.status <> 'cancelled'`,
    );
    for (const span of spans) {
      const atVenue = spans.filter((other) => other.venue_id === span.venue_id);
      expect(peakOverlap(atVenue, span)).toBeLessThanOrEqual(span.pitches);
    }
  });

  it('keeps the seed’s invariants: places equal to bookings, wallets equal to their ledgers', async () => {
    expect(await queryRows<{ id: string }>(test.database.db, gamesWithPlacesAmiss)).toEqual([]);
    await expectEveryBalanceToMatchItsLedger(test.database.db);
  });

  it('gives the demo player’s own team a weekly Thursday training with answers and a squad for its next date', async () => {
    const [own] = await queryRows<{ team_id: string }>(
      test.database.db,
      sql`select team_id from team_members where user_id = ${demoId} and role = 'captain' and left_at is null`,
    );
    const { items } = await get<TeamSlotList>(`/teams/${own?.team_id}/slots`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'training',
      weekdays: [4],
      kick_off_time: '20:00',
      can_manage: true,
    });
    const [next] = items[0]?.dates ?? [];
    expect(next?.my_answer).toBe('coming');
    expect(next?.counts.coming).toBeGreaterThanOrEqual(next?.squad.length ?? 0);
    expect(next?.squad.length).toBeGreaterThan(0);
    expect(next?.counts.no_answer).toBeGreaterThan(0);
  });
});
